/**
 * The look of a text link (medium weight, brand colour, underlined on hover), for a
 * `<Link>` or `<a>` that is not a `<Button>`: links in a form's footer, a card's title, a
 * "back to results" link. Add layout classes beside it (`${textLinkClass} text-sm`); they
 * never set the same property, so no class merging is needed. The `link` variant of
 * `buttonVariants` uses the same classes.
 */
export const textLinkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline'
