# The Windows installer (CPack's NSIS generator, Debian's nsis) and a portable .zip of the same
# tree: MyCity-<version>-win64.exe with a Start-menu entry, the licence page and an uninstaller.
# The saves live in the user's application data folder, so uninstalling never touches them.
configure_file(${PROJECT_SOURCE_DIR}/LICENSE ${CMAKE_CURRENT_BINARY_DIR}/LICENSE.txt COPYONLY)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/LICENSE.txt DESTINATION .)
set(CPACK_GENERATOR NSIS ZIP)
set(CPACK_VERBATIM_VARIABLES ON)  # the values as written: "bin\\mycity.exe" keeps its backslash
set(CPACK_PACKAGE_NAME MyCity)
set(CPACK_PACKAGE_VENDOR "The My City desktop project contributors")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "My City and Machi Koro, hot-seat or against the computer")
set(CPACK_PACKAGE_FILE_NAME "MyCity-${PROJECT_VERSION}-win64")
set(CPACK_PACKAGE_INSTALL_DIRECTORY "My City")
set(CPACK_PACKAGE_INSTALL_REGISTRY_KEY "MyCity")
set(CPACK_RESOURCE_FILE_LICENSE ${CMAKE_CURRENT_BINARY_DIR}/LICENSE.txt)
set(CPACK_PACKAGE_EXECUTABLES mycity "My City")
set(CPACK_NSIS_DISPLAY_NAME "My City")
set(CPACK_NSIS_PACKAGE_NAME "My City")
set(CPACK_NSIS_INSTALLED_ICON_NAME "bin\\mycity.exe")
set(CPACK_NSIS_MUI_ICON ${MYCITY_WINDOWS_ICON})
set(CPACK_NSIS_MUI_UNIICON ${MYCITY_WINDOWS_ICON})
set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
set(CPACK_NSIS_MANIFEST_DPI_AWARE ON)
# A 64-bit installer for a 64-bit game: Debian's nsis has the amd64 stubs, and a 32-bit one
# would need Wine's 32-bit half to test.
set(CPACK_NSIS_DEFINES "Target amd64-unicode")
set(CPACK_NSIS_INSTALL_ROOT "$PROGRAMFILES64")
set(CPACK_STRIP_FILES ON)
include(CPack)
