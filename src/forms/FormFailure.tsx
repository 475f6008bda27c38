/** Why a form was not sent and what to do; the form keeps everything typed. */
import { Alert } from '@mantine/core';

export function FormFailure({ message }: { message: string }) {
  return (
    <Alert role="alert" color="red.9" variant="light" title="Not sent" data-testid="form-failure">
      {message}
    </Alert>
  );
}
