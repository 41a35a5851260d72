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
 * 64 px (84 with a badge under the title); `columns` of them to a row, the cards of a row of one height. No border of
 * their own: the module's card is the one around them (the same finding: three layers). Only the exceptions to the
 * usual kind show a badge (the twelfth grade: a badge on every tile was noise), beside the title where it fits, else
 * under it, and never beside a description: a badged card's description starts as close under its title as an
 * unbadged one's. Every card's kind is its link's description, seen or not.
 */
export async function expectTopicCards(topics: HTMLElement, columns: number) {
  const cards = [...topics.querySelectorAll<HTMLElement>('[data-link-card="compact"]')];
  await expect(cards.length).toBeGreaterThan(0);
  const kinds = cards.map((card) => card.querySelector<HTMLElement>('[data-topic-kind]')!.dataset.topicKind!);
  const usualKind = kinds.find((kind) => kinds.filter((other) => other === kind).length * 2 > kinds.length);
  await expect(cards).toHaveLength(within(topics).getAllByRole('link').length);
  for (const card of cards) {
    await expect(getComputedStyle(card).flexDirection).toBe('row');
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
    const [badgeBox, title] = [badge.getBoundingClientRect(), link.getBoundingClientRect()];
    // After the title on its last line, or under it.
    const besideTitle = badgeBox.left >= title.right - 1 && badgeBox.bottom > title.top && badgeBox.top < title.bottom;
    await expect(besideTitle || badgeBox.top >= title.bottom - 1).toBe(true);
    await expect(descriptionTop).toBeGreaterThanOrEqual(badgeBox.bottom - 1);
    if (besideTitle) await expect(descriptionTop - title.bottom).toBeLessThanOrEqual(10);
  }
  const rows = new Map<number, number[]>();
  for (const card of cards) {
    const box = card.getBoundingClientRect();
    rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), Math.round(box.height)]);
  }
  for (const heights of rows.values()) await expect(new Set(heights).size).toBe(1);
  if (columns === 1) await expectAList(cards);
  const lefts = new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left)));
  await expect(lefts.size).toBe(columns);
}

/** Rows of a list: each touching the one above, a 1 px hairline between them, each about 60 px high. */
async function expectAList(cards: HTMLElement[]) {
  for (const [index, card] of cards.entries()) {
    const box = card.getBoundingClientRect();
    const badgeUnder = card.querySelector<HTMLElement>('[data-topic-kind]')!.checkVisibility();
    await expect(box.height).toBeLessThanOrEqual(badgeUnder ? 84 : 64);
    const hairline = getComputedStyle(card, '::before');
    if (index === 0) {
      await expect(hairline.content).toBe('none');
      continue;
    }
    await expect(Math.abs(box.top - cards[index - 1]!.getBoundingClientRect().bottom)).toBeLessThanOrEqual(0.5);
    await expect(hairline.borderTopWidth).toBe('1px');
  }
}
