/** Why a form was not sent and what to do; the form keeps everything typed. */
export function FormFailure({ title, message }: { title: string; message: string }) {
  return (
    <div role="alert" className="cp-form-message cp-form-message--failure" data-testid="form-failure">
      <p className="cp-form-message__title">{title}</p>
      <p>{message}</p>
    </div>
  );
}
