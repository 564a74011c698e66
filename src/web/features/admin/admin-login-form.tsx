import { LockKeyhole, LogIn } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/web/components/ui/button";
import { TextField } from "@/web/components/ui/text-field";
import { useAdminSession } from "./admin-session";

/** Admin user name and password, checked against the server before anything is shown. */
export function AdminLoginForm() {
  const { signIn } = useAdminSession();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [isChecking, setIsChecking] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setIsChecking(true);
    const isSignedIn = await signIn({ username: username.trim(), password });
    if (!isSignedIn) setIsChecking(false);
  }

  return (
    <form
      onSubmit={submit}
      className="mx-auto w-full max-w-md space-y-4 rounded-3xl bg-white/90 p-6 shadow-sm"
    >
      <div className="flex items-center gap-3">
        <LockKeyhole className="size-8 text-sky-brand" aria-hidden />
        <h1 className="text-3xl font-bold text-sky-deep">Admin Login</h1>
      </div>
      <TextField
        label="Admin username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <TextField
        label="Admin password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isChecking}>
        <LogIn aria-hidden /> {isChecking ? "Checking..." : "Login"}
      </Button>
    </form>
  );
}
