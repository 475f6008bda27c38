/** Why a form was not sent and what to do; the form keeps everything typed. */
export function FormFailure({ message }: { message: string }) {
  return (
    <div role="alert" className="cp-form-message cp-form-message--failure" data-testid="form-failure">
      <p className="cp-form-message__title">Not sent</p>
      <p>{message}</p>
    </div>
  );
}
