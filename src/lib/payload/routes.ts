/** Prefix of Payload's own REST API (`/api` is the product API); GraphQL is at `${PAYLOAD_API_ROUTE}/graphql`. */
export const PAYLOAD_API_ROUTE = '/api/cms'
