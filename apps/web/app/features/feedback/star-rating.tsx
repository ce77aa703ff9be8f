import { FEEDBACK_RATING_MAX, clampRating, ratingLabel } from '@insure/domain/feedback'

/**
 * A rating as stars and as text. Screen readers hear one sentence, "Rated 4 out of 5" (the stars are
 * an image with that name); sighted readers see the stars and "4 out of 5" beside them.
 */
export function StarRating({ rating }: { rating: number }) {
  const stars = clampRating(rating)
  return (
    <p className="star-rating">
      <span className="star-rating__stars" role="img" aria-label={ratingLabel(stars)}>
        {Array.from({ length: FEEDBACK_RATING_MAX }, (_, index) => (
          <span
            key={index}
            aria-hidden="true"
            className={index < stars ? 'star-rating__star star-rating__star--on' : 'star-rating__star'}
          >
            {index < stars ? '★' : '☆'}
          </span>
        ))}
      </span>
      <span className="star-rating__text" aria-hidden="true">
        {stars} out of {FEEDBACK_RATING_MAX}
      </span>
    </p>
  )
}
