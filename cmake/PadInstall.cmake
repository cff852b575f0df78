# Installs the project (included at the end of the top-level CMakeLists.txt,
# after every target exists). The libraries to export are listed in
# PAD_EXPORTED_LIBRARIES; add_mlir_library has already installed their
# archives for upstream's MLIRTargets, which this project never exports:
# they go into the project's own export set, PadTargets.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(PAD_INSTALL_PACKAGE_DIR "${CMAKE_INSTALL_LIBDIR}/cmake/pad")

foreach(lib IN LISTS PAD_EXPORTED_LIBRARIES)
  target_include_directories(${lib} INTERFACE
    $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
endforeach()
install(TARGETS ${PAD_EXPORTED_LIBRARIES}
  EXPORT PadTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
  )
install(EXPORT PadTargets
  NAMESPACE Pad::
  DESTINATION ${PAD_INSTALL_PACKAGE_DIR}
  )

# Headers and .td files from the source tree, generated .inc files from the
# build tree.
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  FILES_MATCHING PATTERN "*.h" PATTERN "*.td"
  )
install(DIRECTORY ${PROJECT_BINARY_DIR}/include/
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  FILES_MATCHING PATTERN "*.inc"
  PATTERN "CMakeFiles" EXCLUDE
  )

# The tools: pad-opt without the test passes (tools/pad-opt).
install(TARGETS pad-opt-install pad-lsp-server
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
  )

# The package.
set(PAD_EXPORTED_TARGETS "")
foreach(lib IN LISTS PAD_EXPORTED_LIBRARIES)
  list(APPEND PAD_EXPORTED_TARGETS "Pad::${lib}")
endforeach()
if(NOT DEFINED PAD_PLUGIN_INSTALL_PATH)
  set(PAD_PLUGIN_INSTALL_PATH "${CMAKE_INSTALL_LIBDIR}/libPadPlugin.so")
endif()
configure_package_config_file(
  ${PROJECT_SOURCE_DIR}/cmake/PadConfig.cmake.in
  ${PROJECT_BINARY_DIR}/cmake/PadConfig.cmake
  INSTALL_DESTINATION ${PAD_INSTALL_PACKAGE_DIR}
  PATH_VARS CMAKE_INSTALL_INCLUDEDIR CMAKE_INSTALL_BINDIR PAD_PLUGIN_INSTALL_PATH
  )
write_basic_package_version_file(
  ${PROJECT_BINARY_DIR}/cmake/PadConfigVersion.cmake
  VERSION ${PROJECT_VERSION}
  COMPATIBILITY SameMinorVersion
  )
install(FILES
  ${PROJECT_BINARY_DIR}/cmake/PadConfig.cmake
  ${PROJECT_BINARY_DIR}/cmake/PadConfigVersion.cmake
  DESTINATION ${PAD_INSTALL_PACKAGE_DIR}
  )
