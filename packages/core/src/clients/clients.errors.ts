// What a clients use case may answer when it fails: refused fields, no session, or the API's refusal.
import type { ApiFailure, NotSignedIn, ValidationFailure } from '../shared/failures';

export type ClientsFailure<F extends string = string> = ValidationFailure<F> | NotSignedIn | ApiFailure;
