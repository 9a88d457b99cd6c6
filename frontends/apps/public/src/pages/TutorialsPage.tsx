import { EmptyState } from '@helpwire/ui';
import { useTutorials, type Tutorial } from '../api/content-api';
import { Video } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { ListSkeleton } from '../components/ListSkeleton';
import { LoadError } from '../components/LoadError';
import { PageIntro } from '../components/PageIntro';
import { Pagination } from '../components/Pagination';
import { TutorialCard } from '../components/TutorialCard';
import { VideoPlayerModal } from '../components/VideoPlayerModal';
import { useQueryParam } from '../hooks/use-query-param';
import './tutorials.css';

const PAGE_SIZE = 6;

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** `/video-details` — Tutorials: a paged grid of tutorial cards, each opening the video player. */
export default function TutorialsPage() {
  const { t } = useTranslation('public');
  const [pageParam, setPageParam] = useQueryParam('page');
  const page = pageFrom(pageParam ?? null);
  const tutorials = useTutorials(page, PAGE_SIZE);
  const [playing, setPlaying] = useState<Tutorial | null>(null);
  const close = useCallback(() => setPlaying(null), []);
  const listTop = useRef<HTMLElement>(null);

  const goTo = (next: number) => {
    setPageParam(next > 1 ? String(next) : undefined);
    listTop.current?.scrollIntoView?.({ block: 'start' });
  };

  let body;
  if (tutorials.isPending) body = <ListSkeleton label={t('public.tutorials.loading')} count={PAGE_SIZE} />;
  else if (tutorials.isError) body = <LoadError onRetry={() => void tutorials.refetch()} retrying={tutorials.isFetching} />;
  else if (tutorials.data.data.length === 0) body = <EmptyState icon={<Video aria-hidden size={40} />} title={t('public.tutorials.empty')} />;
  else
    body = (
      <>
        <ul className={`hwp-grid${tutorials.isPlaceholderData ? ' hwp-dimmed' : ''}`} aria-busy={tutorials.isPlaceholderData || undefined}>
          {tutorials.data.data.map((tutorial) => (
            <li key={tutorial.id}>
              <TutorialCard tutorial={tutorial} onOpen={setPlaying} />
            </li>
          ))}
        </ul>
        <Pagination page={page} lastPage={tutorials.data.meta?.lastPage ?? page} onChange={goTo} label={t('public.tutorials.pagination')} />
      </>
    );

  return (
    <div className="hwp-page">
      <PageIntro title={t('public.tutorials.title')} lead={t('public.tutorials.lead')} />
      <section className="hwp-section" ref={listTop} aria-label={t('public.tutorials.title')}>
        <div className="hw-container">{body}</div>
      </section>
      {playing && <VideoPlayerModal key={playing.id} tutorial={playing} onClose={close} />}
    </div>
  );
}
