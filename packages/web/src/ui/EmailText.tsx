// An e-mail address in a narrow place (a table's card on a phone): where it must wrap, it wraps
// after its @, not inside its name or its domain ("exemplo.com." then "br").
export function EmailText({ email }: { readonly email: string }) {
  const at = email.indexOf('@');
  if (at <= 0 || at === email.length - 1) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
