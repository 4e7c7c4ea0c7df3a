/**
 * Apple Podcasts' top-level categories, as feeds write them (`<itunes:category text="…">`), with the
 * Spanish name the product shows. Feeds keep the English name; only the label is translated.
 */
export const PODCAST_CATEGORY_LABELS: Readonly<Record<string, string>> = {
  Arts: 'Arte',
  Business: 'Negocios',
  Comedy: 'Humor',
  Education: 'Educación',
  Fiction: 'Ficción',
  Government: 'Política y gobierno',
  History: 'Historia',
  'Health & Fitness': 'Salud y deporte',
  'Kids & Family': 'Infantil y familia',
  Leisure: 'Ocio',
  Music: 'Música',
  News: 'Noticias',
  'Religion & Spirituality': 'Religión y espiritualidad',
  Science: 'Ciencia',
  'Society & Culture': 'Sociedad y cultura',
  Sports: 'Deportes',
  Technology: 'Tecnología',
  'True Crime': 'Crímenes reales',
  'TV & Film': 'Cine y televisión',
};

/** The Spanish label of a category; a subcategory or an unknown one reads as the feed wrote it. */
export function podcastCategoryLabel(category: string): string {
  return PODCAST_CATEGORY_LABELS[category] ?? category;
}
