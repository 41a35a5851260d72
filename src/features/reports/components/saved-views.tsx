import {
  ActionIcon,
  Button,
  Group,
  Loader,
  Menu,
  Modal,
  Popover,
  Stack,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconBookmark,
  IconBookmarkPlus,
  IconCheck,
  IconChevronDown,
  IconDots,
  IconPencil,
  IconRestore,
  IconShare,
  IconTrash,
} from '@tabler/icons-react';
import { createContext, useContext, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIsPhone } from '@/shared/ui/breakpoints';
import { REPORT_TEXT, SAVED_VIEW_NAME_MAX_LENGTH, SAVED_VIEWS_TEXT } from '../constants';
import type { ShownView } from '../hooks/use-saved-views';
import classes from './saved-views.module.css';
import { FormAlert } from '@/shared/ui/form-alert';
import { BrowserViewsOffer, type BrowserViewsOfferProps } from './browser-views-offer';

const SAVED_ON = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

function savedOnText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : SAVED_ON.format(date);
}

export interface SavedViewsProps {
  views: readonly ShownView[];
  /** The backend's list: still loading, or it could not be read (then `onReload`). */
  status: 'loading' | 'error' | 'ready';
  onReload: () => void;
  /** A failure that is no single view's (a new order the backend refused). */
  notice?: string;
  /** The offer of the views an earlier version kept in this browser for this person (absent: none). */
  browserViews?: BrowserViewsOfferProps;
  /** Captures the report's state under `name`. */
  onSave: (name: string) => void;
  onApply: (view: ShownView) => void;
  onRename: (view: ShownView, name: string) => void;
  onDelete: (view: ShownView) => void;
  onRetry: (view: ShownView) => void;
  onDiscard: (view: ShownView) => void;
  onMove: (view: ShownView, offset: -1 | 1) => void;
  /** Copies the view's share link; resolves the link when the clipboard refused it (shown to copy by hand). */
  onCopyLink: (view: ShownView) => Promise<string | null>;
  /**
   * "Share" of a view on screen that is no saved one: saves it under `name`, then copies its link;
   * resolves as `onCopyLink`.
   */
  onSaveAndCopyLink: (name: string) => Promise<string | null>;
  /** The key of the saved view on screen (marked in the list and on the button); null when none is. */
  currentKey?: string | null;
  /** The report is as it opened: "Reset view" has nothing to do. */
  atDefault?: boolean;
  /** Back to the report's default view. */
  onReset: () => void;
  /** Until the report has loaded there is no state to capture or apply. */
  disabled?: boolean;
  /** Stories open the list at once. */
  defaultOpened?: boolean;
  /** The toolbar's buttons and popover, or a phone's sheet; by default as the screen is. */
  layout?: 'toolbar' | 'sheet';
}

/**
 * Phones show the saved views in a sheet of their own (no dialog over a dialog, nothing wider than
 * the screen) with touch-sized targets (44 px); the toolbar's popover keeps the compact sizes.
 */
const InSheet = createContext(false);

/** 44 px, the usual smallest touch target. */
const TOUCH_TARGET = 44;

/** A name field that submits with Enter; used to save a view and to rename one. */
function ViewNameForm({
  initialName = '',
  submitLabel = SAVED_VIEWS_TEXT.save,
  onSubmit,
  onCancel,
}: {
  initialName?: string;
  submitLabel?: string;
  onSubmit: (name: string) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(initialName);
  const input = useRef<HTMLInputElement>(null);
  // The field takes the focus when it appears (in the dialog, or in place of a view being renamed).
  useEffect(() => input.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) onSubmit(name);
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="xs">
        <TextInput
          label={SAVED_VIEWS_TEXT.nameLabel}
          value={name}
          ref={input}
          onChange={(event) => setName(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              // Only the rename closes: the dialog and the list stay as they were.
              event.stopPropagation();
              onCancel();
            }
          }}
          maxLength={SAVED_VIEW_NAME_MAX_LENGTH}
          data-autofocus
          required
        />
        <Group gap="xs" justify="flex-end">
          <Button variant="default" size="xs" onClick={onCancel}>
            {SAVED_VIEWS_TEXT.cancel}
          </Button>
          <Button type="submit" size="xs" disabled={!name.trim()}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * What the backend has not confirmed: saving, or refused with why, then Try again and Discard. Said
 * as the portal's other inline errors are (red text under what it is about), not as a badge.
 */
function ViewSync({ view, onRetry, onDiscard }: { view: ShownView; onRetry: () => void; onDiscard: () => void }) {
  if (view.sync === 'saving') {
    return (
      <Text size="xs" c="dimmed" role="status">
        {SAVED_VIEWS_TEXT.saving}
      </Text>
    );
  }
  if (!view.failed) return null;
  const what = view.failed.kind === 'delete' ? SAVED_VIEWS_TEXT.notDeleted : SAVED_VIEWS_TEXT.notSaved;
  return (
    <FormAlert title={view.failed.reason ? `${what}. ${view.failed.reason}` : `${what}.`}>
      <Group gap="xs" wrap="wrap">
        <Button size="compact-sm" variant="default" onClick={onRetry}>
          {SAVED_VIEWS_TEXT.tryAgain}
        </Button>
        <Button
          size="compact-sm"
          variant="subtle"
          color="gray"
          onClick={onDiscard}
          aria-label={SAVED_VIEWS_TEXT.discard(view.name)}
        >
          {SAVED_VIEWS_TEXT.discardLabel}
        </Button>
      </Group>
    </FormAlert>
  );
}

/** The clipboard refused (a browser setting): the link is shown, selected, to copy by hand. */
function ManualLink({ link }: { link: string }) {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.select(), []);
  return (
    <TextInput
      size="xs"
      readOnly
      value={link}
      ref={field}
      label={SAVED_VIEWS_TEXT.linkLabel}
      onFocus={(event) => event.currentTarget.select()}
    />
  );
}

function SavedViewRow({
  view,
  first,
  last,
  current,
  onApply,
  onRename,
  onDelete,
  onRetry,
  onDiscard,
  onMove,
  onCopyLink,
  renaming,
  setRenaming,
}: {
  view: ShownView;
  first: boolean;
  last: boolean;
  /** The view on screen now. */
  current: boolean;
  onApply: () => void;
  onRename: (name: string) => void;
  onDelete: () => void;
  onRetry: () => void;
  onDiscard: () => void;
  onMove: (offset: -1 | 1) => void;
  onCopyLink: () => Promise<string | null>;
  renaming: boolean;
  setRenaming: (on: boolean) => void;
}) {
  const sheet = useContext(InSheet);
  const [manualLink, setManualLink] = useState<string | null>(null);
  const [menuOpened, setMenuOpened] = useState(false);
  const row = useRef<HTMLLIElement>(null);
  const wasRenaming = useRef(renaming);
  useEffect(() => {
    // Back from the name field, the focus goes to the view's row: left on the page it would be outside
    // the list, where Escape no longer closes it. The row, not a button: the Enter that submitted the
    // name must not land on a button and press it.
    if (wasRenaming.current && !renaming) row.current?.focus();
    wasRenaming.current = renaming;
  }, [renaming]);
  if (renaming) {
    return (
      <li>
        <ViewNameForm
          initialName={view.name}
          onSubmit={(name) => {
            onRename(name);
            setRenaming(false);
          }}
          onCancel={() => setRenaming(false)}
        />
      </li>
    );
  }
  // Ordering and sharing need the backend's view; a view it has not confirmed can only be changed.
  const saved = view.saved !== null;
  const apply = (
    <UnstyledButton
      className={classes.apply}
      data-current={current || undefined}
      mih={sheet ? TOUCH_TARGET : undefined}
      onClick={onApply}
      // Screen readers say "current" with the name; the check mark and the tint say it to the eye.
      aria-current={current ? 'true' : undefined}
    >
      <span className={classes.check}>{current ? <IconCheck size={16} aria-hidden /> : null}</span>
      {/* The whole name, wrapping: it is what tells views apart. */}
      <Text span size="sm" fw={current ? 600 : 500} className={classes.nameText}>
        {view.name}
      </Text>
    </UnstyledButton>
  );
  const actions = (
    <Menu
      position="bottom-end"
      withinPortal={false}
      withInitialFocusPlaceholder={false}
      shadow="md"
      opened={menuOpened}
      onChange={setMenuOpened}
    >
      <Menu.Target>
        {/* No tooltip over its own open menu: it would hide the items and take the Escape meant for the menu. */}
        <Tooltip label={SAVED_VIEWS_TEXT.actions(view.name)} withinPortal openDelay={300} disabled={menuOpened}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size={sheet ? TOUCH_TARGET : 'lg'}
            aria-label={SAVED_VIEWS_TEXT.actions(view.name)}
            onKeyDown={(event) => {
              // The menu takes the focus a moment after it opens; an Escape before that lands here and
              // must close the menu only, as it would from inside it, not the whole list.
              if (event.key === 'Escape' && menuOpened) {
                event.stopPropagation();
                setMenuOpened(false);
              }
            }}
          >
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown
        onKeyDown={(event) => {
          // Escape closes this menu only; the list around it stays open.
          if (event.key === 'Escape') event.stopPropagation();
        }}
      >
        <Menu.Item
          leftSection={<IconShare size={16} aria-hidden />}
          aria-label={SAVED_VIEWS_TEXT.copyLink(view.name)}
          disabled={!saved}
          onClick={() => void onCopyLink().then(setManualLink)}
        >
          {SAVED_VIEWS_TEXT.copyLinkItem}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconPencil size={16} aria-hidden />}
          aria-label={SAVED_VIEWS_TEXT.rename(view.name)}
          onClick={() => setRenaming(true)}
        >
          {SAVED_VIEWS_TEXT.renameItem}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconArrowUp size={16} aria-hidden />}
          aria-label={SAVED_VIEWS_TEXT.moveUp(view.name)}
          disabled={!saved || first}
          onClick={() => onMove(-1)}
        >
          {SAVED_VIEWS_TEXT.moveUpItem}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconArrowDown size={16} aria-hidden />}
          aria-label={SAVED_VIEWS_TEXT.moveDown(view.name)}
          disabled={!saved || last}
          onClick={() => onMove(1)}
        >
          {SAVED_VIEWS_TEXT.moveDownItem}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          // Mantine's red.6 is 3.6:1 on white and under 4.5:1 on the dark menu: the error text colour passes AA in both.
          style={{ color: 'var(--portal-color-error-text)' }}
          leftSection={<IconTrash size={16} aria-hidden />}
          aria-label={SAVED_VIEWS_TEXT.delete(view.name)}
          onClick={onDelete}
        >
          {SAVED_VIEWS_TEXT.deleteItem}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
  return (
    <li ref={row} tabIndex={-1} className={classes.row}>
      <Group gap={4} wrap="nowrap" align="flex-start">
        <div className={classes.name}>
          {apply}
          {view.saved ? (
            // Its details, dimmed under the name (not part of the button's name).
            <Text size="xs" c="dimmed" className={classes.details}>
              {SAVED_VIEWS_TEXT.savedOn(savedOnText(view.saved.createdAt))}
            </Text>
          ) : null}
        </div>
        {actions}
      </Group>
      <div className={classes.rowNotes}>
        <ViewSync view={view} onRetry={onRetry} onDiscard={onDiscard} />
        {manualLink ? <ManualLink link={manualLink} /> : null}
      </div>
    </li>
  );
}

function ViewList({
  views,
  status,
  notice,
  browserViews,
  onReload,
  renamingKey,
  setRenamingKey,
  closeList,
  currentKey,
  ...actions
}: Pick<
  SavedViewsProps,
  | 'views'
  | 'status'
  | 'notice'
  | 'browserViews'
  | 'onReload'
  | 'onApply'
  | 'onRename'
  | 'onDelete'
  | 'onRetry'
  | 'onDiscard'
  | 'onMove'
  | 'onCopyLink'
  | 'currentKey'
> & { renamingKey: string | null; setRenamingKey: (key: string | null) => void; closeList: () => void }) {
  const inSheet = useContext(InSheet);
  if (status === 'loading') {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">{SAVED_VIEWS_TEXT.loading}</Text>
      </Group>
    );
  }
  if (status === 'error' && views.length === 0) {
    return (
      <FormAlert title={SAVED_VIEWS_TEXT.loadFailed}>
        <Button size="compact-sm" variant="default" onClick={onReload}>
          {SAVED_VIEWS_TEXT.tryAgain}
        </Button>
      </FormAlert>
    );
  }
  return (
    <Stack gap="xs">
      {browserViews ? <BrowserViewsOffer {...browserViews} touch={inSheet} /> : null}
      {notice ? <FormAlert title={notice} /> : null}
      {views.length === 0 ? (
        <Text size="sm">{SAVED_VIEWS_TEXT.none}</Text>
      ) : (
        <Stack component="ul" gap={0} m={0} p={0} className={classes.list}>
          {views.map((view, index) => (
            <SavedViewRow
              key={view.rowKey}
              view={view}
              first={index === 0}
              last={index === views.length - 1 || views[index + 1]?.saved === null}
              current={view.key === currentKey}
              renaming={renamingKey === view.rowKey}
              setRenaming={(on) => setRenamingKey(on ? view.rowKey : null)}
              onApply={() => {
                closeList();
                actions.onApply(view);
              }}
              onRename={(name) => actions.onRename(view, name)}
              onDelete={() => actions.onDelete(view)}
              onRetry={() => actions.onRetry(view)}
              onDiscard={() => actions.onDiscard(view)}
              onMove={(offset) => actions.onMove(view, offset)}
              onCopyLink={() => actions.onCopyLink(view)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * "Save view", "Share", the list of saved views (apply with one click, reorder, copy a share link,
 * rename, delete; a change the backend refused is marked with Try again; the view on screen marked)
 * and "Reset view". The views come from the caller (kept by the backend per user and report); this
 * component only shows and asks. On a phone it is the content of one sheet: the name field and the
 * list in place, no dialog or popover over it.
 */
export function SavedViews({
  views,
  status,
  notice,
  onReload,
  onSave,
  onSaveAndCopyLink,
  onReset,
  currentKey = null,
  atDefault = false,
  disabled = false,
  defaultOpened = false,
  layout,
  ...actions
}: SavedViewsProps) {
  const phone = useIsPhone();
  const sheet = layout ? layout === 'sheet' : phone;
  /** The name field is open: to save the view on screen, or to save it and copy its link. */
  const [naming, setNaming] = useState<'save' | 'share' | null>(null);
  const [listOpened, setListOpened] = useState(defaultOpened);
  const [renamingKey, setRenamingKey] = useState<string | null>(null);
  const [manualLink, setManualLink] = useState<string | null>(null);
  const headingId = useId();
  const current = views.find((view) => view.key === currentKey) ?? null;

  const share = () => {
    setManualLink(null);
    // The view on screen is a saved one: its link. Otherwise it needs a name first.
    if (current?.saved) void actions.onCopyLink(current).then(setManualLink);
    else setNaming('share');
  };
  const submitName = (name: string) => {
    const action = naming;
    setNaming(null);
    if (action === 'share') void onSaveAndCopyLink(name).then(setManualLink);
    else onSave(name);
  };
  const nameForm = naming ? (
    <Stack gap="xs">
      {naming === 'share' ? <Text size="sm">{SAVED_VIEWS_TEXT.shareExplained}</Text> : null}
      <ViewNameForm
        submitLabel={naming === 'share' ? SAVED_VIEWS_TEXT.saveAndCopyLink : SAVED_VIEWS_TEXT.save}
        onSubmit={submitName}
        onCancel={() => setNaming(null)}
      />
    </Stack>
  ) : null;
  const buttonSize = sheet ? { mih: TOUCH_TARGET } : {};
  const viewName = current?.name ?? (atDefault ? SAVED_VIEWS_TEXT.defaultViewName : SAVED_VIEWS_TEXT.changedViewName);

  const saveButton = (
    <Button
      variant="default"
      size={sheet ? 'sm' : 'compact-sm'}
      leftSection={<IconBookmarkPlus size={16} aria-hidden />}
      onClick={() => {
        setListOpened(false);
        setNaming('save');
      }}
      disabled={disabled}
      {...buttonSize}
    >
      {SAVED_VIEWS_TEXT.saveView}
    </Button>
  );
  const shareButton = (
    <Tooltip label={SAVED_VIEWS_TEXT.shareCurrentHint} withinPortal openDelay={300}>
      <Button
        variant={sheet ? 'default' : 'filled'}
        leftSection={<IconShare size={18} aria-hidden />}
        onClick={share}
        disabled={disabled}
        {...buttonSize}
      >
        {SAVED_VIEWS_TEXT.share}
      </Button>
    </Tooltip>
  );
  const resetButton = (
    <Tooltip label={SAVED_VIEWS_TEXT.resetViewHint} withinPortal openDelay={300} disabled={disabled || atDefault}>
      <Button
        variant="default"
        size={sheet ? 'sm' : 'compact-sm'}
        leftSection={<IconRestore size={16} aria-hidden />}
        onClick={() => {
          setListOpened(false);
          onReset();
        }}
        disabled={disabled || atDefault}
        {...buttonSize}
      >
        {SAVED_VIEWS_TEXT.resetView}
      </Button>
    </Tooltip>
  );
  const list = (
    <ViewList
      views={views}
      status={status}
      notice={notice}
      onReload={onReload}
      renamingKey={renamingKey}
      setRenamingKey={setRenamingKey}
      closeList={() => setListOpened(false)}
      currentKey={currentKey}
      {...actions}
    />
  );
  const sharedLink = manualLink ? <ManualLink link={manualLink} /> : null;
  const heading = (
    <Text fw={600} size="sm" id={headingId}>
      {SAVED_VIEWS_TEXT.savedViews} ({views.length})
    </Text>
  );

  if (sheet) {
    return (
      <InSheet.Provider value={true}>
        <Stack gap="md">
          <Group gap="xs" wrap="wrap">
            {shareButton}
            {saveButton}
            {resetButton}
          </Group>
          {nameForm}
          {sharedLink}
          <Stack gap="xs">
            {heading}
            {list}
          </Stack>
        </Stack>
      </InSheet.Provider>
    );
  }

  return (
    <>
      <Modal
        opened={naming !== null}
        onClose={() => setNaming(null)}
        title={naming === 'share' ? SAVED_VIEWS_TEXT.shareTitle : SAVED_VIEWS_TEXT.saveView}
        size="sm"
        closeButtonProps={{ 'aria-label': REPORT_TEXT.close }}
      >
        {nameForm}
      </Modal>
      <Popover
        opened={listOpened}
        onChange={setListOpened}
        position="bottom-end"
        width={520}
        trapFocus
        returnFocus
        shadow="md"
        // Mantine's own Escape listens in the capture phase, before the rename field can keep the key for
        // itself: an Escape that cancelled a rename closed the whole list. The dropdown's own handler
        // below hears only what the field lets through.
        closeOnEscape={false}
      >
        <Popover.Target>
          <Button
            variant="default"
            leftSection={<IconBookmark size={18} aria-hidden />}
            rightSection={<IconChevronDown size={16} aria-hidden />}
            onClick={() => setListOpened((opened) => !opened)}
            disabled={disabled}
            aria-expanded={listOpened}
            aria-haspopup="dialog"
            // The view on screen, named in full: which one it is shows without opening the list.
            styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
          >
            {SAVED_VIEWS_TEXT.viewMenu(viewName)}
          </Button>
        </Popover.Target>
        <Popover.Dropdown
          // Named by its heading ("Saved views (n)"), not by the button (the view on screen).
          aria-labelledby={headingId}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setListOpened(false);
          }}
        >
          <Stack gap="sm">
            <Group justify="space-between" gap="xs">
              {heading}
              <Group gap="xs">
                {saveButton}
                {resetButton}
              </Group>
            </Group>
            {list}
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <Popover
        opened={manualLink !== null && !listOpened}
        onChange={(opened) => {
          if (!opened) setManualLink(null);
        }}
        position="bottom"
        width={340}
        shadow="md"
        trapFocus
        returnFocus
      >
        <Popover.Target>{shareButton}</Popover.Target>
        <Popover.Dropdown>{sharedLink}</Popover.Dropdown>
      </Popover>
    </>
  );
}
