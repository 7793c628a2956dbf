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
    },
    saveFailureTitle: { failure in
      switch failure {
      case .onboardingCompletion: "Không thể lưu tiến trình"
      case .rememberedEmail: "Không thể ghi nhớ email"
      case .forgottenEmail: "Không thể quên email"
      case .background: "Không thể lưu cài đặt"
      }
    },
    saveFailureMessage: { failure in
      switch failure {
      case .onboardingCompletion:
        "Bạn có thể tiếp tục, nhưng phần giới thiệu sẽ hiện lại vào lần mở ứng dụng sau."
      case .rememberedEmail:
        "Bạn đã đăng nhập, nhưng email sẽ không được điền sẵn vào lần đăng nhập sau."
      case .forgottenEmail:
        "Bạn đã đăng nhập, nhưng email có thể vẫn được điền sẵn vào lần đăng nhập sau."
      case .background:
        "Cài đặt và hồ sơ có hiệu lực ngay, nhưng có thể bị mất khi ứng dụng khởi động lại."
      }
    },
    ok: "OK"
  )
}
