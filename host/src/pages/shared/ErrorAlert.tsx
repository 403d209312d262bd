import { Alert } from '@mantine/core';

/** A failure said in place (role alert, red); renders nothing while there is none. */
export function ErrorAlert({ message, testId }: { message: string | null | undefined; testId?: string }) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert" data-testid={testId}>
      {message}
    </Alert>
  );
}
