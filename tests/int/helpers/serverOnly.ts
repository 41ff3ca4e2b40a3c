// Stand-in for the 'server-only' marker package, whose default export throws outside
// React Server Components: int tests call route handlers directly in Node.
export {}
