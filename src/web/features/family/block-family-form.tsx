import { Ban } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/web/components/ui/button";
import { TextField } from "@/web/components/ui/text-field";

/** Blocks a family by its username before it ever writes. */
export function BlockFamilyForm({
  isBusy,
  onBlock,
}: {
  isBusy: boolean;
  onBlock(username: string, done: () => void): void;
}) {
  const [username, setUsername] = useState("");
  function submit(event: FormEvent) {
    event.preventDefault();
    if (username.trim()) onBlock(username.trim(), () => setUsername(""));
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <TextField
          label="Block a family by username"
          value={username}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => setUsername(event.target.value)}
        />
      </div>
      <Button type="submit" variant="danger" disabled={isBusy || !username.trim()}>
        <Ban aria-hidden /> Block
      </Button>
    </form>
  );
}
