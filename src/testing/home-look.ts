import { expect, within } from 'storybook/test';

/**
 * Home's numbers are a strip in their card, not tiles in a card (a seventh grade: gray.0 tiles inside the bordered card
 * read as cards in cards): each number on the card's own surface, no border of its own but the hairline between two
 * figures of a row, no shadow; each drawn figure 700, the type scale's weight for KPI numbers.
 */
export async function expectNumbersStrip(section: HTMLElement) {
  const card = getComputedStyle(section).backgroundColor;
  const tiles = [...section.querySelectorAll<HTMLElement>('[data-kpi-phase]')];
  await expect(tiles.length).toBeGreaterThan(1);
  const rowStarts = new Set<number>();
  let top = Number.NaN;
  for (const tile of tiles) {
    const box = tile.getBoundingClientRect();
    if (Math.round(box.top) !== top) rowStarts.add(tiles.indexOf(tile));
    top = Math.round(box.top);
  }
  for (const [index, tile] of tiles.entries()) {
    const style = getComputedStyle(tile);
    const hairline = rowStarts.has(index) ? '0px' : '1px';
    await expect({
      background: style.backgroundColor,
      top: style.borderTopWidth,
      right: style.borderRightWidth,
      bottom: style.borderBottomWidth,
      left: style.borderLeftWidth,
      shadow: style.boxShadow,
      radius: style.borderTopLeftRadius,
    }).toEqual({
      background: card,
      top: '0px',
      right: '0px',
      bottom: '0px',
      left: hairline,
      shadow: 'none',
      radius: '0px',
    });
    const frame = tile.querySelector('iframe')?.contentDocument;
    if (tile.dataset.kpiPhase === 'rendered' && frame) {
      const figure = frame.querySelector('.visual strong')!;
      const view = frame.defaultView!;
      await expect(view.getComputedStyle(figure).fontWeight).toBe('700');
      await expect(view.getComputedStyle(frame.querySelector('.visual')!).backgroundColor).toBe(card);
    }
  }
}

/**
 * A module's topics are a borderless list (a seventh grade: outline pills read as buttons): no border, no fill at rest,
 * the topic's icon before its name at 14/500; two columns where the card is wide, one on a phone.
 */
export async function expectTopicList(topics: HTMLElement, columns: number) {
  const links = within(topics).getAllByRole('link');
  for (const link of links) {
    const style = getComputedStyle(link);
    await expect({
      border: style.borderTopStyle,
      fill: style.backgroundColor,
      size: style.fontSize,
      weight: style.fontWeight,
      icon: link.firstElementChild?.tagName.toLowerCase(),
    }).toEqual({ border: 'none', fill: 'rgba(0, 0, 0, 0)', size: '14px', weight: '500', icon: 'svg' });
  }
  const lefts = new Set(links.map((link) => Math.round(link.getBoundingClientRect().left)));
  await expect(lefts.size).toBe(columns);
}
