// Wire types generated from the contract (openapi.d.ts), named the way the wire modules use them.
import type { components, operations, paths } from './openapi';

/** A schema of the document by name, e.g. WireSchema<'RegisterBody'>. */
export type WireSchema<Name extends keyof components['schemas']> = components['schemas'][Name];

type Method = 'get' | 'post' | 'put';
type Operation<Path extends keyof paths, M extends Method> = NonNullable<paths[Path][M]>;

/** The JSON body of a call, e.g. WireBody<'/register', 'post'>. */
export type WireBody<Path extends keyof paths, M extends Method = 'post'> =
  Operation<Path, M> extends { readonly requestBody: { readonly content: { readonly 'application/json': infer Body } } } ? Body : never;

/** A call's JSON answer for a status (200 unless named), e.g. WireAnswer<'/login', 'post'>. */
export type WireAnswer<Path extends keyof paths, M extends Method = 'get', Status extends number = 200> =
  Operation<Path, M> extends { readonly responses: { readonly [S in Status]: { readonly content: { readonly 'application/json': infer Answer } } } } ? Answer : never;

/** An operation's 200 JSON answer by its operationId, e.g. OperationAnswer<'login'>. */
export type OperationAnswer<OperationId extends keyof operations> = operations[OperationId] extends {
  readonly responses: { readonly 200: { readonly content: { readonly 'application/json': infer Answer } } };
}
  ? Answer
  : never;
