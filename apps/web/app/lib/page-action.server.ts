import type { ActionFunction, ActionFunctionArgs } from 'react-router'

/*
 * The action of a page that hosts forms (content pages embed them, shell spec §2): a form sent
 * without the page's script posts to the page it is on (DESIGN.md "Forms and pages without
 * JavaScript"). The forms feature handles it (features/forms/form-action.server.ts); the pages
 * export `pageAction` and do not import that feature. entry.server.tsx registers the handler when
 * the page server starts, as root.tsx registers the embeds (docs/decisions/005-web-layers.md).
 */

let handler: ActionFunction | null = null

/** Sets the handler of every page's form posts; called once, from entry.server.tsx. */
export function registerPageAction(action: ActionFunction): void {
  handler = action
}

/** A form post to a page: answered by the registered handler. */
export async function pageAction(args: ActionFunctionArgs) {
  if (!handler) throw new Error('No page action is registered: entry.server.tsx registers the forms’ action.')
  return handler(args)
}
