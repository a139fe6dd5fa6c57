import type { OpenAPIObject, OperationObject, ParameterObject, PathItemObject } from "openapi3-ts/oas31";
import { resolveRef } from "./resolve-ref";

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

export type DocumentedOperation = {
  /** The anchor of its section: the operationId when there is one. */
  id: string;
  method: (typeof METHODS)[number];
  /** The full path a partner calls (the server's path prefixed), or the event of a webhook. */
  path: string;
  operation: OperationObject;
  /** The path item's parameters, then the operation's own (which win on the same name and place). */
  parameters: ParameterObject[];
};

export type OperationGroup = { id: string; name: string; description?: string; operations: DocumentedOperation[] };

/**
 * The operations of the document by tag, in the order of `tags` and then of first appearance,
 * each under its first tag only (one section, one anchor); and the webhooks the API sends.
 */
export function groupOperations(document: OpenAPIObject): { groups: OperationGroup[]; webhooks: DocumentedOperation[] } {
  const groups = new Map<string, OperationGroup>();
  for (const tag of document.tags ?? [])
    groups.set(tag.name, { id: `tag-${slug(tag.name)}`, name: tag.name, description: tag.description, operations: [] });
  const prefix = serverPath(document);
  for (const operation of operationsOf(document, document.paths ?? {}, (path) => `${prefix}${path}`)) {
    const name = operation.operation.tags?.[0] ?? "Other";
    if (!groups.has(name)) groups.set(name, { id: `tag-${slug(name)}`, name, operations: [] });
    groups.get(name)!.operations.push(operation);
  }
  return {
    groups: [...groups.values()].filter((group) => group.operations.length > 0),
    webhooks: operationsOf(document, document.webhooks ?? {}, (event) => event).map((webhook) => ({
      ...webhook,
      id: `webhook-${slug(webhook.path)}`,
    })),
  };
}

/** The path part of the first server (`/api/v1`), which every path of the document hangs under. */
export function serverPath(document: OpenAPIObject): string {
  const url = document.servers?.[0]?.url;
  return url ? new URL(url, "http://server.invalid").pathname.replace(/\/$/, "") : "";
}

function operationsOf(
  document: OpenAPIObject,
  paths: Record<string, PathItemObject>,
  display: (key: string) => string,
): DocumentedOperation[] {
  return Object.entries(paths).flatMap(([key, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const operation = item[method]!;
      const own = (operation.parameters ?? []).map((parameter) => resolveRef(document, parameter));
      const inherited = (item.parameters ?? [])
        .map((parameter) => resolveRef(document, parameter))
        .filter((parameter) => !own.some((o) => o.name === parameter.name && o.in === parameter.in));
      return {
        id: operation.operationId ?? slug(`${method}-${key}`),
        method,
        path: display(key),
        operation,
        parameters: [...inherited, ...own],
      };
    }),
  );
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
