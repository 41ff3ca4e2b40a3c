/** Prefix of Payload's own REST API (DESIGN §4); GraphQL is at `${PAYLOAD_API_ROUTE}/graphql`. */
export const PAYLOAD_API_ROUTE = '/api/cms'
