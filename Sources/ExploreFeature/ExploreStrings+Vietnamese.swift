extension ExploreStrings {
  /// The Vietnamese texts.
  static let vietnamese = ExploreStrings(
    exploreTitle: "Khám phá",
    searchField: "Tìm kiếm",
    searchPlaceholder: "Tìm kiếm chủ đề",
    clear: "Xóa",
    popularSearches: "Tìm kiếm phổ biến",
    categories: "Danh mục",
    trending: "Xu hướng",
    searching: "Đang tìm kiếm",
    results: "Kết quả",
    noResults: { "Không có kết quả cho \"\($0)\"" },
    searchFailed: "Tìm kiếm thất bại. Vui lòng thử lại.",
    noConnection: "Không có kết nối internet",
    retry: "Thử lại",
    development: "Lập trình",
    design: "Thiết kế",
    learning: "Học tập",
    business: "Kinh doanh",
    developmentMessage: "Xây dựng ứng dụng và dịch vụ.",
    designMessage: "Tạo nên giao diện được yêu thích.",
    learningMessage: "Nâng cao kỹ năng mỗi ngày.",
    businessMessage: "Biến ý tưởng thành doanh nghiệp.",
    topics: "Chủ đề",
    rank: { "Hạng #\($0) trong Xu hướng" },
    trendingUp: "Đang tăng",
    trendingDown: "Đang giảm",
    holdingSteady: "Giữ nguyên",
    category: "Danh mục"
  )
}
