import { Fragment, type ReactNode } from "react";
import type { ReferenceObject, SchemaObject } from "openapi3-ts/oas31";
import styles from "./api-reference.module.css";
import { Prose } from "./prose";
import { schemaConstraints } from "./schema-constraints";
import { isReference, refName } from "./resolve-ref";

type Schema = SchemaObject | ReferenceObject;

/** The anchor of a named schema's section. */
export const schemaAnchor = (name: string) => `schema-${name}`;

/** A schema's type on one line: `string | null`, `array of <BookingDetail>`, `map of string to array of string`. */
function SchemaType({ schema }: { schema: Schema }): ReactNode {
  if (isReference(schema)) return <a href={`#${schemaAnchor(refName(schema.$ref))}`}>{refName(schema.$ref)}</a>;
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return joined(variants, " | ");
  if (schema.allOf) return joined(schema.allOf, " & ");
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : schema.properties ? ["object"] : [];
  if (types.length === 0) return schema.const === undefined && !schema.enum ? "any" : typeof (schema.const ?? schema.enum?.[0]);
  return types.map((type, index) => (
    <Fragment key={type}>
      {index > 0 && " | "}
      {type === "array" && schema.items ? (
        <>
          array of <SchemaType schema={schema.items} />
        </>
      ) : type === "object" && !schema.properties && typeof schema.additionalProperties === "object" ? (
        <>
          map of string to <SchemaType schema={schema.additionalProperties} />
        </>
      ) : (
        type
      )}
    </Fragment>
  ));
}

function joined(schemas: Schema[], separator: string): ReactNode {
  return schemas.map((schema, index) => (
    <Fragment key={index}>
      {index > 0 && separator}
      <SchemaType schema={schema} />
    </Fragment>
  ));
}

/**
 * A body or a named schema: its fields when it is an object, else its type on one line (after
 * `label`, a body's media type) and the fields of the objects inside it (an array's items, each
 * variant of a union).
 */
export function SchemaBody({ schema, label }: { schema: Schema; label?: ReactNode }) {
  if (!isReference(schema) && schema.properties) {
    return (
      <>
        {label && <p className={styles.bodyType}>{label}</p>}
        <SchemaFields schema={schema} />
      </>
    );
  }
  const constraints = schemaConstraints(schema);
  return (
    <>
      <p className={styles.bodyType}>
        {label} <SchemaType schema={schema} />
        {constraints.length > 0 && <span className={styles.constraints}> · {constraints.join(" · ")}</span>}
      </p>
      {!isReference(schema) && <Prose text={schema.description} />}
      <InnerObjects schema={schema} />
    </>
  );
}

/** The properties of an object schema, each with its type, whether it is required, its rules and description. */
function SchemaFields({ schema }: { schema: SchemaObject }) {
  const required = new Set(schema.required ?? []);
  return (
    <ul className={styles.fields}>
      {Object.entries(schema.properties ?? {}).map(([name, property]) => (
        <Field key={name} name={name} schema={property} required={required.has(name)} />
      ))}
    </ul>
  );
}

/** One named value: a property, a parameter (with `location`) or a header. */
export function Field({
  name,
  schema,
  required,
  location,
  description,
}: {
  name: string;
  schema: Schema;
  required: boolean;
  location?: string;
  description?: string;
}) {
  const constraints = schemaConstraints(schema);
  return (
    <li className={styles.field}>
      <p className={styles.fieldHead}>
        <code className={styles.fieldName}>{name}</code> <SchemaType schema={schema} />
        {location && <span className={styles.fieldFlag}> in {location}</span>}
        {required ? <strong className={styles.required}> required</strong> : <span className={styles.fieldFlag}> optional</span>}
      </p>
      {constraints.length > 0 && <p className={styles.constraints}>{constraints.join(" · ")}</p>}
      <Prose text={description ?? schema.description} className={styles.fieldText} />
      <InnerObjects schema={schema} />
    </li>
  );
}

/** The fields of the inline objects a value is or holds: itself, its items, each variant of a union. */
function InnerObjects({ schema }: { schema: Schema }) {
  const objects = inlineObjects(schema);
  if (objects.length === 1) return <SchemaFields schema={objects[0]!} />;
  return objects.map((object, index) => (
    <div key={index} className={styles.variant}>
      <p className={styles.variantTitle}>Variant {index + 1}</p>
      <SchemaFields schema={object} />
    </div>
  ));
}

function inlineObjects(schema: Schema): SchemaObject[] {
  if (isReference(schema)) return [];
  if (schema.properties) return [schema];
  const variants = schema.oneOf ?? schema.anyOf ?? schema.allOf;
  if (variants) return variants.flatMap(inlineObjects);
  if (schema.items) return inlineObjects(schema.items);
  if (typeof schema.additionalProperties === "object") return inlineObjects(schema.additionalProperties);
  return [];
}
