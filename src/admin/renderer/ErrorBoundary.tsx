/** Shows a render error as a visible message instead of a blank panel. */
import { Alert } from '@mantine/core';
import { Component, type ReactNode } from 'react';

export class WidgetErrorBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error('[admin] A form field could not be rendered.', error);
  }

  override render() {
    if (this.state.error) {
      return (
        <Alert color="red" title="This field cannot be shown" role="alert">
          {this.state.error.message}
        </Alert>
      );
    }
    return this.props.children;
  }
}
