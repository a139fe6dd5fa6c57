// npm run apikey:create -- --name "Channel manager" --scopes bookings:read,bookings:write --properties hanoi-old-quarter|*
import { parseArgs } from "node:util";
import { createApiKey } from "@/server/platform/auth/create-api-key";
import { openDatabaseWithKeys } from "@/server/platform/security/key-source";
import { ValidationError } from "@/server/domain/errors";

const { values } = parseArgs({
  options: {
    name: { type: "string" },
    scopes: { type: "string" },
    properties: { type: "string" },
  },
});

if (!values.name || !values.scopes || !values.properties) {
  console.error('Usage: npm run apikey:create -- --name NAME --scopes a,b --properties "p1,p2" | "*"');
  process.exit(2);
}

// Keys taken as the server takes them: said at start, refused in production without APP_SECRET or
// when the data was written with another key (server/platform/security/key-source.ts).
const open = await openDatabaseWithKeys();
try {
  const created = await createApiKey(open.db, {
    name: values.name,
    scopes: values.scopes.split(",").map((scope) => scope.trim()),
    properties: values.properties.trim() === "*" ? "all" : values.properties.split(",").map((id) => id.trim()),
  });
  console.log(`Created API key "${values.name}" (${created.id}). Keep it now; it is not shown again:`);
  console.log(created.key);
} catch (error) {
  if (error instanceof ValidationError) {
    console.error(Object.values(error.errors).flat().join("\n"));
    process.exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await open.close();
}
