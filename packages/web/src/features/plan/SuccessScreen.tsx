// /sucesso: shows only the plain text "sucesso".
export function SuccessScreen() {
  return <h1>sucesso</h1>;
}
