// A remote is normally loaded by the shell; its own entry only exists for standalone checks.
export {};
