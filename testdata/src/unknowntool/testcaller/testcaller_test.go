package testcaller

import "testing"

func TestUpper(t *testing.T) {
	st := &station{}
	got, err := st.runTool("upper", []byte(`{"key":"abc"}`))
	if err != nil || got != "ABC" {
		t.Fatalf("runTool = %q, %v", got, err)
	}
}
