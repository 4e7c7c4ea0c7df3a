import { useParams } from 'react-router';
import { SLUG_PATTERN } from '@patrocina/domain';
import { NotFoundPage } from '@/components/not-found-page';
import { PageSkeleton } from '@/components/page-skeleton';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePublicPodcast, type PublicPodcastLookup } from '../api/get-public-podcast';
import { PublicPodcastView } from '../components/public-podcast-view';

function PublicPodcast({ lookup }: { lookup: PublicPodcastLookup }) {
  const query = usePublicPodcast(lookup);
  useDocumentTitle(query.data?.title ?? 'Podcast');
  if (query.isPending) return <PageSkeleton />;
  if (query.isError) {
    const isMissing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    if (isMissing) return <NotFoundPage />;
    throw query.error;
  }
  return <PublicPodcastView podcast={query.data} />;
}

/** `/podcast/{id}`: the id is optional in the SPEC; without one there is no page. */
export function PodcastByIdPage() {
  const { id } = useParams();
  return id ? <PublicPodcast lookup={{ id }} /> : <NotFoundPage />;
}

/** `/podcast/ivoox/{id}`: the same page, by the podcast's id on the hosting platform. */
export function PodcastByHostingIdPage() {
  const { id } = useParams();
  return id ? <PublicPodcast lookup={{ hostingId: id }} /> : <NotFoundPage />;
}

/** `/{slug}`: a podcast's page by its slug; anything else there is the not-found page. */
export function PodcastBySlugPage() {
  const { slug } = useParams();
  return slug && SLUG_PATTERN.test(slug) ? <PublicPodcast lookup={{ slug }} /> : <NotFoundPage />;
}
