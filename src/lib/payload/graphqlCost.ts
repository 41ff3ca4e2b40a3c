import {
  Kind,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql'

import { READ_CEILINGS, type CeilingBreach } from './readCeilings'

/**
 * What one GraphQL request to `/api/cms/graphql` may ask of a visitor or a dentist (staff
 * are exempt, see `guardPayloadRoute`):
 * - `rootFields`: fields of the operation's top level, aliases counted one by one: each
 *   is a query of its own (`a: PostalCodes { … } b: PostalCodes { … }` is two);
 * - `fields`: fields in the whole request, fragments counted every time they are used;
 * - `depth`: nesting of selections (`Articles { docs { category { name } } }` is 4).
 * A visitor's journal needs none of this: the pages read through the server.
 */
export const GRAPHQL_LIMITS = { rootFields: 10, fields: 300, depth: 10 } as const

/** What a GraphQL request costs: its root fields, all its fields and its deepest nesting. */
type GraphqlCost = { rootFields: number; fields: number; depth: number }

/** Raised while counting when a request already asks for more than GRAPHQL_LIMITS allow. */
class OverLimit extends Error {}

type Variables = Record<string, unknown>

/**
 * The first breach of READ_CEILINGS among the list arguments of a field (`limit`,
 * `pagination`), literal or passed as a variable. Payload's list queries take the same
 * arguments as its REST `find`.
 */
function argumentBreach(
  args: readonly { name: { value: string }; value: ValueNode }[] | undefined,
  variables: Variables,
): CeilingBreach | null {
  for (const arg of args ?? []) {
    const value = valueOf(arg.value, variables)
    if (arg.name.value === 'limit' && typeof value === 'number') {
      if (value <= 0 || value > READ_CEILINGS.limit) return 'limit'
    }
    if (arg.name.value === 'pagination' && value === false) return 'pagination'
  }
  return null
}

function valueOf(node: ValueNode, variables: Variables): unknown {
  if (node.kind === Kind.VARIABLE) return variables[node.name.value]
  if (node.kind === Kind.INT || node.kind === Kind.FLOAT) return Number(node.value)
  if (node.kind === Kind.BOOLEAN) return node.value
  return undefined
}

/**
 * Walks one selection set, fragments expanded where they are used. Counting stops with
 * `OverLimit` as soon as the request exceeds `GRAPHQL_LIMITS`, so fragments that spread
 * each other many times over (a few lines of text for millions of fields) cost nothing to
 * refuse, and a fragment that spreads itself ends at the depth limit.
 */
function walk(
  set: SelectionSetNode,
  depth: number,
  context: {
    fragments: Map<string, FragmentDefinitionNode>
    variables: Variables
    cost: GraphqlCost
    breach: CeilingBreach | null
  },
): void {
  const { cost } = context
  if (depth > GRAPHQL_LIMITS.depth) throw new OverLimit()
  cost.depth = Math.max(cost.depth, depth)
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      cost.fields += 1
      if (depth === 1) cost.rootFields += 1
      if (cost.fields > GRAPHQL_LIMITS.fields || cost.rootFields > GRAPHQL_LIMITS.rootFields)
        throw new OverLimit()
      context.breach ??= argumentBreach(selection.arguments, context.variables)
      if (selection.selectionSet) walk(selection.selectionSet, depth + 1, context)
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      walk(selection.selectionSet, depth, context)
    } else {
      const fragment = context.fragments.get(selection.name.value)
      if (fragment) walk(fragment.selectionSet, depth, context)
    }
  }
}

/**
 * A GraphQL request measured before it runs: its root fields (what it costs of the
 * visitors' budget) and why it is refused, if it is: too costly, or a list ceiling broken.
 */
export type GraphqlMeasure = {
  rootFields: number
  refusal: CeilingBreach | 'too_costly' | null
}

/**
 * Measures a GraphQL request body (`{ query, variables?, operationName? }`) against
 * GRAPHQL_LIMITS and READ_CEILINGS without running it: every operation of the document is
 * counted (the one named by `operationName` would be enough, but a document that holds a
 * costly second one is refused as well). Answers null for a body this check cannot read
 * (no query string, no valid GraphQL): Payload's own handler answers those with 400.
 */
export function measureGraphql(body: unknown): GraphqlMeasure | null {
  if (!body || typeof body !== 'object') return null
  const { query, variables } = body as { query?: unknown; variables?: unknown }
  if (typeof query !== 'string') return null
  let document: DocumentNode
  try {
    document = parse(query, { noLocation: true, maxTokens: 5000 })
  } catch (error) {
    // graphql-js stops reading at `maxTokens`: a longer request is refused as too costly;
    // any other syntax error is left to Payload's handler (400 with the error).
    return /Parsing aborted/.test(error instanceof Error ? error.message : '')
      ? { rootFields: 1, refusal: 'too_costly' }
      : null
  }
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition)
  const context = {
    fragments,
    variables: (variables && typeof variables === 'object' ? variables : {}) as Variables,
    cost: { rootFields: 0, fields: 0, depth: 0 },
    breach: null as CeilingBreach | null,
  }
  try {
    for (const definition of document.definitions)
      if (definition.kind === Kind.OPERATION_DEFINITION) walk(definition.selectionSet, 1, context)
  } catch (error) {
    if (error instanceof OverLimit)
      return { rootFields: context.cost.rootFields, refusal: 'too_costly' }
    throw error
  }
  return { rootFields: context.cost.rootFields, refusal: context.breach }
}
