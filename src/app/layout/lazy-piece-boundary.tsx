import { Alert } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isReloadingForNewDeploy } from '@/shared/browser/new-deploy';
import { NewVersionAvailable } from '../new-version';
import { HEADER_HEIGHT } from './constants';

interface LazyPieceBoundaryProps {
  /** The piece, as a user names it: "The account panel". */
  what: string;
  /** Closes the piece (the alert's close button): the shell goes on as before it was opened. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A piece of the shell that loads its code on first use (the account panel, the phone drawer, the
 * command palette). When that code cannot be fetched (a deploy removed it and the page has already
 * reloaded once for its build), the failure stays here: the piece says it could not open and offers
 * the reload, and the page around it goes on working. While the page reloads for a new deploy (the
 * first such failure of its build), it says nothing: the new version is on its way.
 */
export class LazyPieceBoundary extends Component<LazyPieceBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn(`${this.props.what} could not open`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (isReloadingForNewDeploy()) return null;
    return (
      <div
        style={{
          position: 'fixed',
          top: HEADER_HEIGHT + 8,
          right: 16,
          left: 16,
          zIndex: 300,
          display: 'flex',
          justifyContent: 'flex-end',
        }}
      >
        <Alert
          role="alert"
          color="blue"
          maw={360}
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => {
            this.setState({ failed: false });
            this.props.onClose();
          }}
        >
          <NewVersionAvailable what={this.props.what} />
        </Alert>
      </div>
    );
  }
}
