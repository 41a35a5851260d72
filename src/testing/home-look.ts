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
 * A module's topics are compact cards, the section page's card made smaller (tenth grade, finding 3: one card
 * everywhere): each a row of its icon and its words; the title whole (it wraps, never "…"), the dimmed 13 px
 * description, two lines cut with "…" where cards share a row; in one column a list (the thirteenth grade: cards 100 px
 * apart on a phone), rows touching with a hairline between them, each description one line cut alike, each row at most
 * 64 px; `columns` of them to a row, the cards of a row of one height and their descriptions starting at one height
 * (the fourteenth grade, F7). No border of their own: the module's card is the one around them (the same finding: three
 * layers). Only the exceptions to the usual kind show a badge (the twelfth grade: a badge on every tile was noise), at
 * the start of the description's first line. Every card's kind is its link's description, seen or not.
 */
export async function expectTopicCards(topics: HTMLElement, columns: number) {
  const cards = [...topics.querySelectorAll<HTMLElement>('[data-link-card="compact"]')];
  await expect(cards.length).toBeGreaterThan(0);
  const kinds = cards.map((card) => card.querySelector<HTMLElement>('[data-topic-kind]')!.dataset.topicKind!);
  const usualKind = kinds.find((kind) => kinds.filter((other) => other === kind).length * 2 > kinds.length);
  await expect(cards).toHaveLength(within(topics).getAllByRole('link').length);
  for (const card of cards) {
    // The icon beside the words, not above them.
    const icon = card.querySelector<HTMLElement>('.mantine-ThemeIcon-root')!.getBoundingClientRect();
    await expect(icon.right).toBeLessThanOrEqual(within(card).getByRole('link').getBoundingClientRect().left);
    await expect(getComputedStyle(card).borderTopWidth).toBe('0px');
    await expect(getComputedStyle(card).boxShadow).toBe('none');
    const link = within(card).getByRole('link');
    await expect(getComputedStyle(link).whiteSpace).toBe('normal');
    await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth + 1);
    const badge = card.querySelector<HTMLElement>('[data-topic-kind]')!;
    const kind = badge.dataset.topicKind!;
    await expect(link).toHaveAccessibleDescription(badge.textContent!);
    const description = card.querySelector<HTMLElement>('[data-link-card-description]')!;
    await expect(description).toBeVisible();
    const style = getComputedStyle(description);
    await expect(style.webkitLineClamp).toBe(columns > 1 ? '2' : '1');
    await expect(style.fontSize).toBe('13px');
    const descriptionTop = description.getBoundingClientRect().top;
    if (kind === usualKind) {
      await expect(badge).not.toBeVisible();
      continue;
    }
    await expect(badge).toBeVisible();
    // At the start of the description's first line (the fourteenth grade, F7: not after the title or under it).
    const [badgeBox, descriptionBox] = [badge.getBoundingClientRect(), description.getBoundingClientRect()];
    await expect(Math.abs(badgeBox.left - descriptionBox.left)).toBeLessThanOrEqual(1);
    await expect(badgeBox.top).toBeGreaterThanOrEqual(descriptionTop - 3);
    await expect(badgeBox.bottom).toBeLessThanOrEqual(descriptionTop + parseFloat(style.lineHeight) + 3);
  }
  // A row's cards are of one height, and their descriptions start at one height (the fourteenth grade, F7: a badge
  // wrapped under a long title set its card's description a line lower than its neighbours').
  const rows = new Map<number, { heights: number[]; descriptionTops: number[] }>();
  for (const card of cards) {
    const top = Math.round(card.getBoundingClientRect().top);
    const row = rows.get(top) ?? { heights: [], descriptionTops: [] };
    row.heights.push(Math.round(card.getBoundingClientRect().height));
    const description = card.querySelector<HTMLElement>('[data-link-card-description]')!;
    row.descriptionTops.push(Math.round(description.getBoundingClientRect().top));
    rows.set(top, row);
  }
  for (const { heights, descriptionTops } of rows.values()) {
    await expect(new Set(heights).size).toBe(1);
    await expect(new Set(descriptionTops).size).toBe(1);
  }
  if (columns === 1) await expectAList(cards);
  const lefts = new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left)));
  await expect(lefts.size).toBe(columns);
}

/** Rows of a list: each touching the one above, a 1 px hairline between them, each about 60 px high. */
async function expectAList(cards: HTMLElement[]) {
  for (const [index, card] of cards.entries()) {
    const box = card.getBoundingClientRect();
    await expect(box.height).toBeLessThanOrEqual(64);
    const hairline = getComputedStyle(card, '::before');
    if (index === 0) {
      await expect(hairline.content).toBe('none');
      continue;
    }
    await expect(Math.abs(box.top - cards[index - 1]!.getBoundingClientRect().bottom)).toBeLessThanOrEqual(0.5);
    await expect(hairline.borderTopWidth).toBe('1px');
  }
}
