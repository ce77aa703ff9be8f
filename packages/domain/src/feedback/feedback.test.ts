import { describe, expect, it } from 'vitest'
import {
  CustomerFeedbackSchema,
  clampRating,
  feedbackMonth,
  newestFirst,
  ratingLabel,
  ratingStars,
  wrapIndex,
} from './index.ts'

const feedback = {
  name: 'Thandi M.',
  town: 'Soweto',
  product_type: 'car',
  rating: 4,
  quote: 'Quick and friendly.',
  date: '2025-03-08',
}

describe('customer feedback (shell spec §2 embeds)', () => {
  it.each([
    [1, 'Rated 1 out of 5', '★☆☆☆☆'],
    [4, 'Rated 4 out of 5', '★★★★☆'],
    [5, 'Rated 5 out of 5', '★★★★★'],
    [9, 'Rated 5 out of 5', '★★★★★'],
    [0, 'Rated 1 out of 5', '★☆☆☆☆'],
    [Number.NaN, 'Rated 1 out of 5', '★☆☆☆☆'],
  ])('a rating of %s reads "%s" and draws %s', (rating, label, stars) => {
    expect(ratingLabel(rating)).toBe(label)
    expect(ratingStars(rating)).toBe(stars)
    expect(clampRating(rating)).toBe(stars.split('★').length - 1)
  })

  it('the schema takes a testimonial and refuses a rating outside 1 to 5, a half star or a bad date', () => {
    expect(CustomerFeedbackSchema.safeParse(feedback).success).toBe(true)
    for (const bad of [
      { rating: 0 },
      { rating: 6 },
      { rating: 4.5 },
      { date: '2025-02-30' },
      { name: ' ' },
    ]) {
      expect(CustomerFeedbackSchema.safeParse({ ...feedback, ...bad }).success).toBe(false)
    }
    expect(CustomerFeedbackSchema.safeParse({ ...feedback, product_type: 'boat' }).success).toBe(false)
  })

  it('sorts newest first without changing the list', () => {
    const list = [{ date: '2024-01-01' }, { date: '2025-06-01' }, { date: '2025-01-01' }]
    expect(newestFirst(list).map((item) => item.date)).toEqual(['2025-06-01', '2025-01-01', '2024-01-01'])
    expect(list[0]!.date).toBe('2024-01-01')
  })

  it.each([
    ['2025-03-08', 'March 2025'],
    ['2024-12-31', 'December 2024'],
    ['yesterday', 'yesterday'],
  ])('%s is shown as %s', (date, shown) => {
    expect(feedbackMonth(date)).toBe(shown)
  })

  it.each([
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [1, -4, 3, 0],
    [0, 1, 0, 0],
  ])('the slider moves from %i by %i in %i slides to %i', (index, step, length, next) => {
    expect(wrapIndex(index, step, length)).toBe(next)
  })
})
