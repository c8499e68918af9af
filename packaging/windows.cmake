# Windows: DejaVu with its licence, the program's icon (from the hicolor PNGs above, by icoutils' icotool) in mycity.exe,
# and the DLLs the programs load installed beside them: SDL2's three from scripts/windows/deps.sh,
# and MinGW's winpthread (GCC's own runtime is linked in statically).
install(FILES ${MYCITY_FONT_FILES} DESTINATION ${MYCITY_INSTALL_DATADIR}/fonts)
install(FILES /usr/share/doc/fonts-dejavu-core/copyright
        DESTINATION ${MYCITY_INSTALL_DATADIR}/fonts RENAME DejaVu-LICENSE.txt)

find_program(ICOTOOL icotool REQUIRED)
set(icon_ico ${CMAKE_CURRENT_BINARY_DIR}/mycity.ico)
add_custom_command(OUTPUT ${icon_ico}
  COMMAND ${ICOTOOL} -c -o ${icon_ico} ${icon_pngs}
  DEPENDS ${icon_pngs} VERBATIM)
add_custom_target(mycity-windows-icon DEPENDS ${icon_ico})
set(MYCITY_WINDOWS_ICON ${icon_ico})
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/mycity_icon.rc "1 ICON \"${icon_ico}\"\n")
set_source_files_properties(${CMAKE_CURRENT_BINARY_DIR}/mycity_icon.rc
  PROPERTIES OBJECT_DEPENDS ${icon_ico})
target_sources(mycity PRIVATE ${CMAKE_CURRENT_BINARY_DIR}/mycity_icon.rc)
add_dependencies(mycity mycity-windows-icon)

execute_process(COMMAND ${CMAKE_CXX_COMPILER} -print-file-name=libwinpthread-1.dll
                OUTPUT_VARIABLE winpthread OUTPUT_STRIP_TRAILING_WHITESPACE)
install(FILES $<TARGET_FILE:SDL2::SDL2> $<TARGET_FILE:SDL2_image::SDL2_image>
              $<TARGET_FILE:SDL2_mixer::SDL2_mixer> ${winpthread}
        DESTINATION ${CMAKE_INSTALL_BINDIR})
