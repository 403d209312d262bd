import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Alert, Button, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props {
  /** What failed, for the panel and the console (a plugin code or a page name). */
  area: string;
  children?: ReactNode;
  /** Changing it (e.g. the location) clears a shown error. */
  resetKey?: unknown;
}

function ErrorPanel({ area, error, retry }: { area: string; error: Error; retry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" title={t('area.failed', { area })} role="alert" data-testid="area-error" data-area={area}>
      {t('area.failedText')}
      <details>
        <summary>{t('area.details')}</summary>
        <code>{error.message}</code>
      </details>
      <Button size="xs" variant="light" color="red" mt="sm" onClick={retry}>
        {t('area.retry')}
      </Button>
    </Alert>
  );
}

/** Catches what one area (a plugin route, a slot item, a page) throws, so the rest of the shell keeps working. */
export class AreaBoundary extends Component<Props, { error: Error | null; key: unknown }> {
  state = { error: null as Error | null, key: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: Error | null; key: unknown }) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[atrium] ${this.props.area} failed`, error, info.componentStack);
  }

  render() {
    if (this.state.error)
      return <ErrorPanel area={this.props.area} error={this.state.error} retry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}

export function AreaLoader() {
  return (
    <Center p="md">
      <Loader size="sm" aria-label="loading" />
    </Center>
  );
}

/** An error boundary and a suspense fallback around one area. */
export function Area({ area, resetKey, children }: Props) {
  return (
    <AreaBoundary area={area} resetKey={resetKey}>
      <Suspense fallback={<AreaLoader />}>{children}</Suspense>
    </AreaBoundary>
  );
}
