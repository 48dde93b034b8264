// `npm run dev`: the API with reload on :3000 and the Vite dev server (hot reload, proxying /api) side by side.
import { spawn } from "node:child_process";

const children = [spawn("npm", ["run", "dev", "-w", "api"], { stdio: "inherit" }), spawn("npm", ["run", "dev", "-w", "admin"], { stdio: "inherit" })];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
