extension OnboardingStrings {
  /// The Vietnamese texts.
  static let vietnamese = OnboardingStrings(
    title: { page in
      switch page {
      case .welcome: "Chào mừng"
      case .secure: "An toàn"
      case .fast: "Nhanh chóng"
      }
    },
    description: { page in
      switch page {
      case .welcome: "Mọi thứ bạn cần, ở cùng một nơi."
      case .secure: "Dữ liệu của bạn được bảo vệ theo tiêu chuẩn bảo mật hàng đầu."
      case .fast: "Hiệu năng cực nhanh cho trải nghiệm mượt mà."
      }
    },
    next: "Tiếp theo",
    skip: "Bỏ qua",
    getStarted: "Bắt đầu"
  )
}
