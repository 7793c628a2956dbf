extension AppStrings {
  /// The Vietnamese texts.
  static let vietnamese = AppStrings(
    offline: "Bạn đang ngoại tuyến",
    loading: "Đang tải",
    networkError: "Không thể kết nối máy chủ. Hãy kiểm tra kết nối và thử lại.",
    dismiss: "Đóng",
    updateRequired: "Cần cập nhật",
    updateRequiredMessage: { current, minimum in
      "Phiên bản \(current) không còn được hỗ trợ. Hãy cập nhật lên phiên bản \(minimum) trở lên để tiếp tục."
    },
    tabTitle: { tab in
      switch tab {
      case .home: "Trang chủ"
      case .explore: "Khám phá"
      case .profile: "Hồ sơ"
      case .settings: "Cài đặt"
      }
    }
  )
}
