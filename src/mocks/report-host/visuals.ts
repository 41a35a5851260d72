/**
 * How the mock report host draws a page's visuals: SVG bar charts, KPI cards and tables. A click on a
 * data point or a visual goes to `onSelect` (the host raises the SDK's events and keeps the selection).
 */
import type { Visual } from './dashboard-model';

/**
 * A clicked data point, by its data fields as the service's `dataSelected` names them: the category
 * it stands for (none on a card) and the measures' values.
 */
export interface DataPoint {
  identity?: { column: string; equals: string };
  values: { measure: string; value: string | number }[];
}

export type SelectVisual = (visual: Visual, dataPoint?: DataPoint) => void;

/** A data point's context menu (right click), where the service offers "Drill through". */
export type DataPointMenu = (visual: Visual, dataPoint: DataPoint, event: MouseEvent) => void;

/** What a click on a visual does: select, and, for a data point, open its context menu. */
export interface VisualActions {
  onSelect: SelectVisual;
  onContextMenu?: DataPointMenu;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

function svg<K extends keyof SVGElementTagNameMap>(tag: K, attributes: Record<string, string | number>) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  return node;
}

export function html<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

/** A KPI's change, marked rising or falling by its sign: the theme's `good` and `bad` colour it. */
export function drawDelta(delta: string): HTMLElement {
  const node = html('span', delta, 'kpi-delta');
  const sign = delta.trimStart()[0];
  if (sign === '+') node.dataset.sentiment = 'good';
  else if (sign === '-' || sign === '−') node.dataset.sentiment = 'bad';
  return node;
}

function drawKpis(visual: Extract<Visual, { kind: 'kpis' }>, onSelect: SelectVisual): HTMLElement {
  const box = html('div', undefined, 'kpis');
  for (const item of visual.items) {
    const card = html('button', undefined, 'kpi');
    card.type = 'button';
    card.append(html('span', item.label, 'kpi-label'), html('strong', item.value));
    if (item.delta) card.append(drawDelta(item.delta));
    card.addEventListener('click', () => onSelect(visual, { values: [{ measure: item.label, value: item.value }] }));
    box.append(card);
  }
  return box;
}

function drawBars(
  visual: Extract<Visual, { kind: 'bars' }>,
  { onSelect, onContextMenu }: VisualActions,
): SVGSVGElement {
  const rowHeight = 26;
  const labelWidth = 150;
  const width = 560;
  const height = visual.data.length * rowHeight + (visual.legend ? 28 : 8);
  const max = Math.max(...visual.data.map((point) => Math.max(point.value, point.compare ?? 0)));
  const chart = svg('svg', {
    viewBox: `0 0 ${width} ${height}`,
    role: 'img',
    'aria-label': visual.title,
    class: 'chart',
  });
  visual.data.forEach((point, index) => {
    const y = index * rowHeight + 4;
    const barWidth = ((width - labelWidth - 60) * point.value) / max;
    const label = svg('text', { x: labelWidth - 8, y: y + 15, 'text-anchor': 'end', class: 'axis' });
    label.textContent = point.label;
    const bar = svg('rect', {
      x: labelWidth,
      y,
      width: barWidth,
      height: point.compare === undefined ? 20 : 12,
      rx: 2,
      class: 'bar',
    });
    const dataPoint = {
      identity: { column: visual.category, equals: point.label },
      values: [{ measure: visual.measure, value: point.value }],
    };
    bar.addEventListener('click', () => onSelect(visual, dataPoint));
    if (onContextMenu) bar.addEventListener('contextmenu', (event) => onContextMenu(visual, dataPoint, event));
    const title = svg('title', {});
    title.textContent = `${point.label}: ${point.value} ${visual.unit}`;
    bar.append(title);
    chart.append(label, bar);
    if (point.compare !== undefined) {
      chart.append(
        svg('rect', {
          x: labelWidth,
          y: y + 13,
          width: ((width - labelWidth - 60) * point.compare) / max,
          height: 7,
          rx: 2,
          class: 'bar-compare',
        }),
      );
    }
    const value = svg('text', { x: labelWidth + barWidth + 6, y: y + 13, class: 'value' });
    value.textContent = `${point.value}${visual.unit === '%' ? '%' : ''}`;
    chart.append(value);
  });
  if (visual.legend) {
    const y = height - 10;
    chart.append(svg('rect', { x: labelWidth, y: y - 9, width: 10, height: 10, class: 'bar' }));
    const first = svg('text', { x: labelWidth + 14, y, class: 'axis' });
    first.textContent = visual.legend[0];
    chart.append(first, svg('rect', { x: labelWidth + 70, y: y - 9, width: 10, height: 10, class: 'bar-compare' }));
    const second = svg('text', { x: labelWidth + 84, y, class: 'axis' });
    second.textContent = visual.legend[1];
    chart.append(second);
  }
  return chart;
}

function drawTable(
  visual: Extract<Visual, { kind: 'table' }>,
  { onSelect, onContextMenu }: VisualActions,
): HTMLTableElement {
  const table = html('table');
  const head = html('thead');
  const headRow = html('tr');
  for (const column of visual.columns) headRow.append(html('th', column));
  head.append(headRow);
  const body = html('tbody');
  for (const row of visual.rows) {
    const tr = html('tr');
    for (const cell of row) tr.append(html('td', String(cell)));
    // A row stands for its first column's value; each further column is a measure of it.
    const dataPoint = {
      identity: { column: visual.columns[0] ?? '', equals: String(row[0]) },
      values: visual.columns.slice(1).map((measure, index) => ({ measure, value: row[index + 1] ?? '' })),
    };
    tr.addEventListener('click', () => onSelect(visual, dataPoint));
    if (onContextMenu) tr.addEventListener('contextmenu', (event) => onContextMenu(visual, dataPoint, event));
    body.append(tr);
  }
  table.append(head, body);
  return table;
}

/** One visual: its title and its content, each clickable as in the service. */
export function drawVisual(visual: Visual, actions: VisualActions): HTMLElement {
  const section = html('section', undefined, `visual ${visual.kind}`);
  section.append(html('h2', visual.title));
  section.append(
    visual.kind === 'kpis'
      ? drawKpis(visual, actions.onSelect)
      : visual.kind === 'bars'
        ? drawBars(visual, actions)
        : drawTable(visual, actions),
  );
  section.addEventListener('click', (event) => {
    if (event.target === section) actions.onSelect(visual);
  });
  return section;
}
