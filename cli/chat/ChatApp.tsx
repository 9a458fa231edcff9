import { Box, Text, useApp, useInput, useStdout } from "ink";
import Spinner from "ink-spinner";
import TextInput from "ink-text-input";
import { useCallback, useEffect, useRef, useState } from "react";
import type { Task } from "../client";
import type { Exchange } from "../core";
import { persona } from "../wake";

export interface ChatBackend {
  server: string;
  send(text: string): Promise<Exchange>;
  pendingTasks(): Promise<Task[]>;
  /** Live reminders and alerts from the server; returns how to stop following them. */
  follow?(onNotice: (title: string, body: string) => void): () => void;
}

type Entry =
  | { kind: "you"; text: string }
  | { kind: "sunshine"; text: string; outcomes: Exchange["outcomes"] }
  | { kind: "error"; text: string }
  | { kind: "notice"; text: string; body: string };

const PRIORITY_COLOR: Record<string, string> = { urgent: "red", high: "yellow", medium: "cyan", low: "gray" };
const TASKS_SHOWN = 5;

/** Rough number of terminal rows an entry takes at the given width (for keeping the screen within its height). */
function rowsOf(entry: Entry, width: number): number {
  const text =
    entry.kind === "you"
      ? `You: ${entry.text}`
      : entry.kind === "error"
        ? `! ${entry.text}`
        : entry.kind === "notice"
          ? `🔔 ${entry.text} ${entry.body}`
          : `${persona()}: ${entry.text}`;
  const base = Math.max(1, Math.ceil(text.length / Math.max(20, width)));
  return (
    base +
    (entry.kind === "sunshine"
      ? entry.outcomes.filter((o) => !(o.ok && o.summary === entry.text) && !o.pending).length
      : 0)
  );
}

export function ChatApp({
  backend,
  initialTasks,
  size,
}: {
  backend: ChatBackend;
  initialTasks?: Task[];
  size?: { columns: number; rows: number };
}) {
  const { exit } = useApp();
  const { stdout } = useStdout();
  const [entries, setEntries] = useState<Entry[]>([]);
  const [input, setInputState] = useState("");
  // The latest text, for an Enter that arrives before Ink has re-rendered the input (fast paste + Enter).
  const latest = useRef("");
  const setInput = (v: string) => {
    latest.current = v;
    setInputState(v);
  };
  const [busy, setBusy] = useState(false);
  const [tasks, setTasks] = useState<Task[] | null>(initialTasks ?? null);
  const [taskError, setTaskError] = useState<string | null>(null);

  const refreshTasks = useCallback(async () => {
    try {
      setTasks(await backend.pendingTasks());
      setTaskError(null);
    } catch (e) {
      setTaskError((e as Error).message);
    }
  }, [backend]);

  useEffect(() => {
    void refreshTasks();
  }, [refreshTasks]);

  // A reminder that fires while chatting appears in the transcript at once.
  useEffect(
    () => backend.follow?.((text, body) => setEntries((list) => [...list, { kind: "notice", text, body }])),
    [backend],
  );

  useInput((_input, key) => {
    if (key.escape) setInput("");
  });

  const submit = async (value: string) => {
    const text = (value.trim() || latest.current).trim();
    if (!text || busy) return;
    if (text === "/quit" || text === "/exit") return exit();
    setInput("");
    setEntries((list) => [...list, { kind: "you", text }]);
    setBusy(true);
    try {
      const x = await backend.send(text);
      setEntries((list) => [...list, { kind: "sunshine", text: x.reply || "(no reply)", outcomes: x.outcomes }]);
      if (x.outcomes.length) void refreshTasks();
    } catch (e) {
      setEntries((list) => [...list, { kind: "error", text: (e as Error).message }]);
    } finally {
      setBusy(false);
    }
  };

  const columns = size?.columns ?? (stdout?.columns || 80);
  const rows = size?.rows ?? (stdout?.rows || 24);
  const wide = columns >= 70;
  const transcriptWidth = wide ? columns - 32 : columns - 2;
  // Header 2 rows, input box 3, and (narrow screens) the tasks panel below.
  const taskRows = Math.min(TASKS_SHOWN, tasks?.length ?? 1) + 3;
  const budget = Math.max(3, rows - 6 - (wide ? 0 : taskRows));
  const visible: Entry[] = [];
  let used = 0;
  for (let i = entries.length - 1; i >= 0; i--) {
    used += rowsOf(entries[i]!, transcriptWidth);
    if (used > budget && visible.length) break;
    visible.unshift(entries[i]!);
  }

  const tasksPanel = (
    <Box
      flexDirection="column"
      borderStyle="round"
      borderColor="yellow"
      paddingX={1}
      width={wide ? 30 : undefined}
      flexShrink={0}
    >
      <Text bold>Pending tasks{tasks ? ` (${tasks.length})` : ""}</Text>
      {taskError ? (
        <Text color="red">{taskError}</Text>
      ) : tasks === null ? (
        <Text dimColor>Loading…</Text>
      ) : tasks.length === 0 ? (
        <Text dimColor>Nothing pending</Text>
      ) : (
        tasks.slice(0, TASKS_SHOWN).map((t) => (
          <Text key={t.id} wrap="truncate-end">
            <Text color={PRIORITY_COLOR[t.priority] ?? "white"}>●</Text> {t.title}
            {t.dueDate ? <Text dimColor> {String(t.dueDate).slice(5, 10)}</Text> : null}
          </Text>
        ))
      )}
    </Box>
  );

  return (
    <Box flexDirection="column" width={columns}>
      <Box>
        <Text color="yellow" bold>
          ☀ {persona()}
        </Text>
        <Text dimColor wrap="truncate-end">
          {"  "}
          {backend.server} · Enter sends · Ctrl+C quits
        </Text>
      </Box>
      <Box flexDirection={wide ? "row" : "column"}>
        <Box flexDirection="column" flexGrow={1} paddingX={1} minHeight={wide ? Math.min(budget, 8) : undefined}>
          {visible.length === 0 ? (
            <Text dimColor>Type a request, e.g. "Hey {persona()}, add task call the radio station tomorrow".</Text>
          ) : (
            visible.map((e, i) =>
              e.kind === "you" ? (
                <Text key={i}>
                  <Text color="cyan" bold>
                    You:
                  </Text>{" "}
                  {e.text}
                </Text>
              ) : e.kind === "notice" ? (
                <Text key={i}>
                  <Text color="magenta" bold>
                    🔔 {e.text}
                  </Text>
                  {e.body ? <Text dimColor> {e.body}</Text> : null}
                </Text>
              ) : e.kind === "error" ? (
                <Text key={i} color="red">
                  ! {e.text}
                </Text>
              ) : (
                <Box key={i} flexDirection="column">
                  <Text>
                    <Text color="yellow" bold>
                      {persona()}:
                    </Text>{" "}
                    {e.outcomes.some((o) => o.ok && o.summary === e.text) && <Text color="green">✓ </Text>}
                    {e.text}
                  </Text>
                  {e.outcomes
                    .filter((o) => !(o.ok && o.summary === e.text) && !o.pending)
                    .map((o, j) => (
                      <Text key={j} color={o.ok ? "green" : o.pending ? "yellow" : "red"}>
                        {"  "}
                        {o.ok ? "✓" : o.pending ? "?" : "✗"} {o.summary}
                      </Text>
                    ))}
                </Box>
              ),
            )
          )}
        </Box>
        {tasksPanel}
      </Box>
      <Box borderStyle="round" borderColor={busy ? "gray" : "cyan"} paddingX={1}>
        {busy ? (
          <Text>
            <Text color="yellow">
              <Spinner type="dots" />
            </Text>{" "}
            {persona()} is thinking…
          </Text>
        ) : (
          <>
            <Text color="cyan">› </Text>
            <TextInput
              value={input}
              // A pasted line that ends in Enter arrives in one piece: send it.
              onChange={(v) => (/[\r\n]/.test(v) ? void submit(v.replace(/[\r\n]+/g, " ")) : setInput(v))}
              onSubmit={(v) => void submit(v)}
              placeholder="Ask or tell Sunshine something"
            />
          </>
        )}
      </Box>
    </Box>
  );
}
