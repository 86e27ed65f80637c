package switchtested

import "testing"

func TestShout(t *testing.T) {
	d := &desk{}
	if got, err := d.runTool("shout", map[string]any{"text": "hi"}); err != nil || got != "HI" {
		t.Fatalf("runTool = %q, %v", got, err)
	}
}
