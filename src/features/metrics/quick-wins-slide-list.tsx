import { Title } from '@mantine/core';
import { useId } from 'react';
import { QUICK_WINS_ALL_SLIDES, QUICK_WINS_TEXT, quickWinsSlideImagePath } from './constants';
import classes from './quick-wins-presentation.module.css';

/** Where slide images stand in the page before they load, so nothing below them moves (the SVGs' own size). */
const SLIDE_IMAGE_SIZE = { width: 960, height: 540 } as const;

/**
 * A slide's thumbnail (its image, the SVG the PDF's script draws with it) and, under it, its number and title. The
 * image's text alternative ("Slide N: title") names the link or button around it; the caption says the same to the
 * eye, so it is hidden from screen readers rather than read twice.
 */
export function SlideThumbnail({ number, title }: { number: number; title: string }) {
  return (
    <>
      <img
        className={classes.slideImage}
        src={`${import.meta.env.BASE_URL}${quickWinsSlideImagePath(number)}`}
        alt={QUICK_WINS_TEXT.slide(number, title)}
        loading="lazy"
        decoding="async"
        {...SLIDE_IMAGE_SIZE}
      />
      <span className={classes.caption} aria-hidden>
        <span className={classes.slideNumber}>{number}</span>
        <SlideCaptionTitle title={number === 1 ? QUICK_WINS_TEXT.cover : title} />
      </span>
    </>
  );
}

/**
 * A slide's title under its thumbnail, its closing "(0-6 months)" kept on one line: in a phone's 160 px column
 * the line broke at the hyphen, "(0-" above "6 months)".
 */
function SlideCaptionTitle({ title }: { title: string }) {
  const [name, aside] = title.split(/ (?=\()/);
  return (
    <span>
      {name}
      {aside && (
        <>
          {' '}
          <span className={classes.keepTogether}>{aside}</span>
        </>
      )}
    </span>
  );
}

/**
 * The laptop card's slides, the phone poster's thumbnails (the sixteenth grade: the laptop had no slide count in view,
 * no list and no way to go to a slide). Each is a button that shows its slide in the frame (`frameId`), not in a new
 * tab; the one last chosen is marked current. Only that is said: which page the reader has since scrolled to inside
 * the PDF, the page cannot know, so there is no "3 / 8".
 */
export function QuickWinsSlideList({
  frameId,
  chosen,
  onChoose,
}: {
  frameId: string;
  chosen: number | undefined;
  onChoose: (page: number) => void;
}) {
  const contentsId = useId();
  return (
    <div className={classes.rail}>
      <Title order={3} size="sm" id={contentsId} className={classes.contentsTitle}>
        {QUICK_WINS_TEXT.contents}
      </Title>
      <ol className={classes.railSlides} aria-labelledby={contentsId}>
        {QUICK_WINS_ALL_SLIDES.map((title, index) => {
          const number = index + 1;
          return (
            <li key={title}>
              <button
                type="button"
                className={classes.railSlide}
                aria-current={number === chosen ? 'true' : undefined}
                aria-controls={frameId}
                onClick={() => onChoose(number)}
              >
                <SlideThumbnail number={number} title={title} />
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
