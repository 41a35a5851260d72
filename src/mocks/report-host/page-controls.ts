/**
 * The report's own controls on a page, as the service draws them: the page's slicers, the Back button
 * of a drill-through page, and a data point's context menu with "Drill through". What each does is
 * the host's (host-drawing.ts); these only draw and report the person's choice.
 */
import type { PageFilters } from './bookmark-state';
import type { Slicer } from './dashboard-model';
import { html } from './visuals';

/** The value of a single-choice slicer that keeps every value. */
const ALL = 'All';

function drawSingle(slicer: Slicer, kept: string[], onChange: (values: string[]) => void): HTMLElement {
  const select = html('select');
  select.setAttribute('aria-label', slicer.title);
  for (const value of [ALL, ...slicer.values]) {
    const option = html('option', value);
    option.value = value;
    option.selected = value === (kept[0] ?? ALL);
    select.append(option);
  }
  select.addEventListener('change', () => onChange(select.value === ALL ? [] : [select.value]));
  return select;
}

function drawMultiple(slicer: Slicer, kept: string[], onChange: (values: string[]) => void): HTMLElement {
  const group = html('div', undefined, 'slicer-values');
  group.setAttribute('role', 'group');
  group.setAttribute('aria-label', slicer.title);
  for (const value of slicer.values) {
    const button = html('button', value, 'slicer-value');
    button.type = 'button';
    button.setAttribute('aria-pressed', String(kept.includes(value)));
    button.addEventListener('click', () =>
      onChange(kept.includes(value) ? kept.filter((item) => item !== value) : [...kept, value]),
    );
    group.append(button);
  }
  return group;
}

/** The page's slicers; a change names the column and the values now kept (none: every value). */
export function drawSlicers(
  slicers: Slicer[],
  filters: PageFilters,
  onChange: (column: string, values: string[]) => void,
): HTMLElement {
  const bar = html('div', undefined, 'slicers');
  for (const slicer of slicers) {
    const box = html('div', undefined, 'slicer');
    const kept = filters[slicer.column] ?? [];
    const change = (values: string[]) => onChange(slicer.column, values);
    box.append(
      html('span', slicer.title, 'slicer-title'),
      slicer.multiple ? drawMultiple(slicer, kept, change) : drawSingle(slicer, kept, change),
    );
    bar.append(box);
  }
  return bar;
}

/** The drill-through page's Back button: the service adds it to every drill-through page. */
export function drawBackButton(onBack: () => void): HTMLElement {
  const back = html('button', '← Back', 'back');
  back.type = 'button';
  back.setAttribute('aria-label', 'Back');
  back.addEventListener('click', onBack);
  return back;
}

/** A data point's context menu at the pointer, with "Drill through" to the page its visual names. */
export function openDrillMenu(event: MouseEvent, targetTitle: string, onDrill: () => void): void {
  event.preventDefault();
  document.querySelector('.context-menu')?.remove();
  const menu = html('div', undefined, 'context-menu');
  menu.setAttribute('role', 'menu');
  menu.setAttribute('aria-label', 'Data point');
  menu.style.left = `${event.clientX}px`;
  menu.style.top = `${event.clientY}px`;
  const item = html('button', `Drill through: ${targetTitle}`);
  item.type = 'button';
  item.setAttribute('role', 'menuitem');
  const close = () => {
    menu.remove();
    document.removeEventListener('click', closeOutside, true);
    document.removeEventListener('keydown', closeOnEscape);
  };
  const closeOutside = (outside: MouseEvent) => {
    if (!menu.contains(outside.target as Node)) close();
  };
  const closeOnEscape = (key: KeyboardEvent) => {
    if (key.key === 'Escape') close();
  };
  item.addEventListener('click', () => {
    close();
    onDrill();
  });
  menu.append(item);
  document.body.append(menu);
  document.addEventListener('click', closeOutside, true);
  document.addEventListener('keydown', closeOnEscape);
  item.focus();
}
