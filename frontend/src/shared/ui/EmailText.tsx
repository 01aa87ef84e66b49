/**
 * An email address that, when space is short, wraps after the @ rather than mid-word
 * ('priya.sharma@' / 'example.in', not 'priya.sharma@exam' / 'ple.in').
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
