/** One guest review as the details page shows it. */
export interface Review {
  readonly id: number;
  /** Whole stars, 1 to 5. */
  readonly rating: number;
  readonly title: string;
  readonly body: string;
  readonly authorName: string;
  readonly authorLocation: string | null;
  /** The day of the visit (yyyy-MM-dd), when the guest gave it. */
  readonly visitedOn: string | null;
  /** When the review was written (ISO 8601). */
  readonly createdAt: string;
}

/** A product's review statistics (storefront 3: AverageOverallRating, TotalReviewCount). */
export interface ReviewStatistics {
  readonly averageOverallRating: number;
  readonly totalReviewCount: number;
  /** Reviews per star level; index 0 counts the one-star reviews, index 4 the five-star ones. */
  readonly starCounts: readonly [number, number, number, number, number];
}

/** What the details page shows of a product's reviews: statistics and the latest reviews. */
export interface ProductReviews {
  /** Null when the product has no reviews of its own (its customer rating applies). */
  readonly statistics: ReviewStatistics | null;
  /** Newest first, at most REVIEW_STATISTICS_LIMIT. */
  readonly latest: readonly Review[];
}

/** The rating a card shows for a product, after the rating fallback (the review-statistics api). */
export interface ProductRating {
  readonly productId: number;
  readonly averageRating: number;
  readonly totalReviewCount: number;
}
