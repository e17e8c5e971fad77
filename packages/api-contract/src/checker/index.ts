// The contract checker, for Node (@fieldteam/api-contract/checker): reads openapi.yaml and checks
// HTTP exchanges against it. Kept apart from the package's root so that the web bundle, which
// imports the wire formats, never carries a YAML parser or a schema compiler.
export { createContractChecker, documentChecker, type ContractChecker, type ContractOperation, type OperationMatch, type RequestToCheck } from './contract-checker';
export {
  HTTP_METHODS,
  OPENAPI_DOCUMENT_PATH,
  OPENAPI_DOCUMENT_URL,
  readOpenApiDocument,
  SPEC_CALLS_URL,
  type HttpMethod,
  type JsonSchema,
  type OpenApiDocument,
  type OpenApiOperation,
  type OpenApiParameter,
  type OpenApiPathItem,
} from './openapi-document';
